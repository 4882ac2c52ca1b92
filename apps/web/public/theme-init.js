/* global window, document */
(function () {
  try {
    var saved = localStorage.getItem('soe-theme');
    var dark = saved ? saved === 'dark' : window.matchMedia('(prefers-color-scheme: dark)').matches;
    if (dark) document.documentElement.classList.add('dark');
  } catch (e) {
    /* storage unavailable: keep the light theme */
  }
})();
