/**
 * A stand-in for Stripe.js (https://js.stripe.com/…/stripe.js) with the subset
 * SOE uses: `Stripe(pk)`, `elements().create('card')` with mount/on/destroy,
 * and `confirmCardSetup(clientSecret, {payment_method: {card}})`. Like the real
 * one it talks to https://api.stripe.com with the publishable key: it creates
 * a card payment method, then confirms the setup intent. A browser test routes
 * js.stripe.com and api.stripe.com to the fake (this machine reaches neither).
 *
 * The real card element is an iframe from js.stripe.com; this one mounts three
 * labelled inputs (card number, expiry, CVC) in the page, which is as far as a
 * test needs to look inside it.
 */
export const FAKE_STRIPE_JS = String.raw`(function () {
  'use strict';
  var API = 'https://api.stripe.com';

  function encode(value, prefix, out) {
    if (value === null || value === undefined) return out;
    if (typeof value === 'object') {
      Object.keys(value).forEach(function (key) {
        encode(value[key], prefix ? prefix + '[' + key + ']' : key, out);
      });
      return out;
    }
    out.push(encodeURIComponent(prefix) + '=' + encodeURIComponent(String(value)));
    return out;
  }

  function post(path, params) {
    // A form POST without custom headers: a simple CORS request, as Stripe.js sends.
    return fetch(API + path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: encode(params, '', []).join('&'),
    }).then(function (res) {
      return res.json().then(function (body) { return { ok: res.ok, body: body }; });
    });
  }

  var CONNECTION_ERROR = { type: 'api_connection_error', message: 'We could not reach Stripe. Check your connection and try again.' };

  function createCard(options) {
    var handlers = {};
    var root = null;
    var inputs = {};
    var state = { complete: false, empty: true, error: undefined };
    function fire(type, payload) { (handlers[type] || []).forEach(function (fn) { fn(payload); }); }
    function digits(value) { return value.replace(/\D+/g, ''); }
    function values() {
      var exp = digits(inputs.exp.value);
      return { number: digits(inputs.number.value), exp_month: exp.slice(0, 2), exp_year: exp.slice(2), cvc: digits(inputs.cvc.value) };
    }
    function check() {
      var v = values();
      var empty = !v.number && !v.exp_month && !v.cvc;
      var complete = v.number.length >= 12 && v.exp_month.length === 2 && v.exp_year.length >= 2 && v.cvc.length >= 3;
      state = { elementType: 'card', complete: complete, empty: empty, error: undefined, brand: /^4/.test(v.number) ? 'visa' : 'unknown' };
      fire('change', state);
    }
    function field(name, label, placeholder, width) {
      var input = document.createElement('input');
      input.setAttribute('aria-label', label);
      input.setAttribute('inputmode', 'numeric');
      input.setAttribute('autocomplete', name === 'number' ? 'cc-number' : name === 'exp' ? 'cc-exp' : 'cc-csc');
      input.placeholder = placeholder;
      input.style.cssText = 'border:0;outline:0;background:transparent;color:inherit;font:inherit;min-width:0;width:0;flex:' + width + ';';
      input.addEventListener('input', check);
      input.addEventListener('focus', function () { fire('focus', {}); });
      input.addEventListener('blur', function () { fire('blur', {}); });
      inputs[name] = input;
      return input;
    }
    return {
      mount: function (target) {
        var host = typeof target === 'string' ? document.querySelector(target) : target;
        if (!host) throw new Error('Stripe: the element to mount the card into was not found');
        root = document.createElement('div');
        root.setAttribute('data-fake-stripe', 'card');
        root.style.cssText = 'display:flex;gap:8px;align-items:center;width:100%;';
        root.appendChild(field('number', 'Card number', '1234 1234 1234 1234', '1 1 9em'));
        root.appendChild(field('exp', 'Expiration date (MM / YY)', 'MM / YY', '0 1 4.5em'));
        root.appendChild(field('cvc', 'CVC', 'CVC', '0 1 3em'));
        host.appendChild(root);
        setTimeout(function () { fire('ready', {}); }, 0);
      },
      on: function (type, fn) { (handlers[type] = handlers[type] || []).push(fn); return this; },
      off: function (type, fn) { handlers[type] = (handlers[type] || []).filter(function (h) { return h !== fn; }); return this; },
      focus: function () { if (inputs.number) inputs.number.focus(); },
      clear: function () { Object.keys(inputs).forEach(function (k) { inputs[k].value = ''; }); check(); },
      unmount: function () { if (root && root.parentNode) root.parentNode.removeChild(root); },
      destroy: function () { this.unmount(); root = null; handlers = {}; },
      update: function () {},
      _values: values,
      _options: options || {},
    };
  }

  function Stripe(key) {
    if (typeof key !== 'string' || !/^pk_(test|live)_/.test(key)) throw new Error('Invalid Stripe publishable key');
    return {
      elements: function () {
        var made = {};
        return {
          create: function (type, options) {
            if (type !== 'card') throw new Error('This Stripe.js stand-in only supports the card element');
            made[type] = createCard(options);
            return made[type];
          },
          getElement: function (type) { return made[type] || null; },
        };
      },
      confirmCardSetup: function (clientSecret, data) {
        var card = data && data.payment_method && data.payment_method.card;
        if (!card || !card._values) return Promise.resolve({ error: { type: 'validation_error', message: 'Please enter your card details.' } });
        var v = card._values();
        var params = { type: 'card', key: key, card: { number: v.number, exp_month: v.exp_month, exp_year: v.exp_year, cvc: v.cvc } };
        if (data.payment_method.billing_details) params.billing_details = data.payment_method.billing_details;
        return post('/v1/payment_methods', params)
          .then(function (pm) {
            if (!pm.ok) return { error: pm.body.error };
            var intentId = String(clientSecret).split('_secret_')[0];
            return post('/v1/setup_intents/' + intentId + '/confirm', { payment_method: pm.body.id, client_secret: clientSecret, key: key }).then(function (res) {
              return res.ok ? { setupIntent: res.body } : { error: res.body.error };
            });
          })
          .catch(function () { return { error: CONNECTION_ERROR }; });
      },
    };
  }
  Stripe.version = 'endive';
  window.Stripe = Stripe;
})();
`;
