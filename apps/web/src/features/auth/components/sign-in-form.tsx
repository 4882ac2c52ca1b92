import { useState, type FormEvent } from 'react';
import { LoaderCircle } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/input';
import { LOGIN_SUCCESS, loginErrorText, useLogin } from '@/lib/auth';
import { notify, notifyError } from '@/lib/toast';
import { SocialButtons } from './social-buttons';
import { SocialNotice } from './social-notice';

/** The auth page's Sign In tab: username (or email) and password, or a social provider. */
export function SignInForm({ onSuccess }: { onSuccess: () => void }) {
  const login = useLogin();
  const [values, setValues] = useState({ username: '', password: '' });
  const [errors, setErrors] = useState<Partial<Record<keyof typeof values, string>>>({});

  function update(field: keyof typeof values, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const next: typeof errors = {};
    if (!values.username.trim()) next.username = 'Username is required';
    if (!values.password) next.password = 'Password is required';
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    login.mutate(
      { username: values.username.trim(), password: values.password },
      {
        onSuccess: () => {
          notify(LOGIN_SUCCESS.title, LOGIN_SUCCESS.description);
          onSuccess();
        },
        onError: (error) => notifyError('Login Failed', loginErrorText(error)),
      },
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <SocialNotice />
      <Field
        label="Username"
        name="username"
        autoComplete="username"
        hint="You can also use your email address."
        value={values.username}
        onChange={(event) => update('username', event.target.value)}
        error={errors.username}
      />
      <Field
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        value={values.password}
        onChange={(event) => update('password', event.target.value)}
        error={errors.password}
      />
      <Button type="submit" size="lg" className="mt-2 w-full" disabled={login.isPending}>
        {login.isPending ? <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" /> : null}
        {login.isPending ? 'Signing in...' : 'Sign In'}
      </Button>
      <SocialButtons providers={['google', 'github', 'apple']} />
    </form>
  );
}
