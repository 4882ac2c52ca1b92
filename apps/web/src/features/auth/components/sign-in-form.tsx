import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { LoginRequest } from '@soe/shared';
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
  // The shared LoginRequest says what is required and in which words; its trim applies before sending.
  const form = useForm<LoginRequest>({
    resolver: zodResolver(LoginRequest),
    defaultValues: { username: '', password: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    login.mutate(values, {
      onSuccess: () => {
        notify(LOGIN_SUCCESS.title, LOGIN_SUCCESS.description);
        onSuccess();
      },
      onError: (error) => notifyError('Login Failed', loginErrorText(error)),
    }),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <SocialNotice />
      <Field
        label="Username"
        autoComplete="username"
        hint="You can also use your email address."
        error={errors.username?.message}
        {...form.register('username')}
      />
      <Field
        label="Password"
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...form.register('password')}
      />
      <Button type="submit" size="lg" className="mt-2 w-full" disabled={login.isPending}>
        {login.isPending ? <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" /> : null}
        {login.isPending ? 'Signing in...' : 'Sign In'}
      </Button>
      <SocialButtons />
    </form>
  );
}
