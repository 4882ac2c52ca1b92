import { useState, type FormEvent, type ReactNode } from 'react';
import { LoaderCircle, PlugZap, ShieldAlert } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Field } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { AccessBadge } from '@/components/user-badges';
import {
  LOGIN_SUCCESS,
  REGISTER_SUCCESS,
  loginErrorText,
  registerErrorText,
  useLogin,
  useSignOut,
  useRegister,
  useUser,
} from '@/lib/auth';
import { notify, notifyError } from '@/lib/toast';
import { displayName, providerLabel } from '@/lib/utils';
import { SocialButtons } from './social-buttons';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
type Errors = Record<string, string | undefined>;

function LoginTab({ onDone }: { onDone: () => void }) {
  const login = useLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const next: Errors = {};
    if (!email.trim()) next.email = 'Email is required';
    if (!password) next.password = 'Password is required';
    setErrors(next);
    if (Object.values(next).some(Boolean)) return;
    login.mutate(
      { username: email.trim(), password },
      {
        onSuccess: () => {
          notify(LOGIN_SUCCESS.title, LOGIN_SUCCESS.description);
          onDone();
        },
        onError: (error) => notifyError('Login Failed', loginErrorText(error)),
      },
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <Field
        label="Email"
        type="email"
        autoComplete="email"
        value={email}
        onChange={(event) => {
          setEmail(event.target.value);
          setErrors((current) => ({ ...current, email: undefined }));
        }}
        error={errors.email}
      />
      <Field
        label="Password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => {
          setPassword(event.target.value);
          setErrors((current) => ({ ...current, password: undefined }));
        }}
        error={errors.password}
      />
      <Button type="submit" className="w-full" disabled={login.isPending}>
        {login.isPending ? <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" /> : null}
        {login.isPending ? 'Signing in...' : 'Sign In'}
      </Button>
      <SocialButtons />
    </form>
  );
}

function SignUpTab({ onDone }: { onDone: () => void }) {
  const register = useRegister();
  const [values, setValues] = useState({ name: '', email: '', password: '', confirm: '' });
  const [errors, setErrors] = useState<Errors>({});

  function update(field: keyof typeof values, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    // spec §5: a field's error clears as soon as it is edited.
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const next: Errors = {};
    if (!values.name.trim()) next.name = 'Name is required';
    if (!values.email.trim()) next.email = 'Email is required';
    else if (!EMAIL_PATTERN.test(values.email.trim())) next.email = 'Email is invalid';
    if (!values.password) next.password = 'Password is required';
    else if (values.password.length < 6) next.password = 'Password must be at least 6 characters';
    if (!values.confirm) next.confirm = 'Please confirm your password';
    else if (values.confirm !== values.password) next.confirm = 'Passwords do not match';
    setErrors(next);
    if (Object.values(next).some(Boolean)) return;
    const email = values.email.trim();
    const [firstName, ...rest] = values.name.trim().split(/\s+/);
    register.mutate(
      { username: email.split('@')[0], email, password: values.password, firstName, lastName: rest.join(' ') },
      {
        onSuccess: () => {
          notify(REGISTER_SUCCESS.title, REGISTER_SUCCESS.description);
          onDone();
        },
        onError: (error) => notifyError('Registration Failed', registerErrorText(error)),
      },
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <Field
        label="Full Name"
        autoComplete="name"
        value={values.name}
        onChange={(event) => update('name', event.target.value)}
        error={errors.name}
      />
      <Field
        label="Email"
        type="email"
        autoComplete="email"
        value={values.email}
        onChange={(event) => update('email', event.target.value)}
        error={errors.email}
      />
      <Field
        label="Password"
        type="password"
        autoComplete="new-password"
        value={values.password}
        onChange={(event) => update('password', event.target.value)}
        error={errors.password}
      />
      <Field
        label="Confirm Password"
        type="password"
        autoComplete="new-password"
        value={values.confirm}
        onChange={(event) => update('confirm', event.target.value)}
        error={errors.confirm}
      />
      <Button type="submit" className="w-full" disabled={register.isPending}>
        {register.isPending ? <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" /> : null}
        {register.isPending ? 'Creating account...' : 'Create Account'}
      </Button>
      <SocialButtons />
    </form>
  );
}

/** The sign-in dialog (spec §2): Login and Sign Up tabs, or the connection status when signed in. */
export function SignInDialog({
  trigger,
  open,
  onOpenChange,
}: {
  trigger?: ReactNode;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { data: user, isLoading } = useUser();
  const { signOut, isPending: signingOut } = useSignOut(() => onOpenChange(false));
  const close = () => onOpenChange(false);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {trigger}
      <DialogContent
        title={user ? 'Your connection' : 'Sign in to SOE'}
        description={user ? undefined : 'Connect to your workspace to ask questions.'}
        className="max-w-[500px]"
      >
        {isLoading ? (
          <Spinner label="Loading authentication status..." />
        ) : user ? (
          <div className="grid gap-4">
            <div className="flex items-center gap-3 rounded-lg border border-border bg-surface-2 p-4">
              <PlugZap className="h-5 w-5 text-success" aria-hidden="true" />
              <div className="grid min-w-0 flex-1">
                <p className="text-sm font-semibold">Connected to {providerLabel(user.provider)}</p>
                <p className="truncate text-sm text-muted-foreground">{displayName(user)}</p>
              </div>
              <AccessBadge level={user.accessLevel} />
            </div>
            <p className="text-sm">
              {user.accessLevel === 'write' || user.accessLevel === 'admin'
                ? 'You can read and modify data in your connected systems.'
                : 'You can only read data from your connected systems.'}
            </p>
            {user.accessLevel !== 'write' && user.accessLevel !== 'admin' ? (
              <p className="flex gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100">
                <ShieldAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
                To make changes in your systems, connect with write access.
              </p>
            ) : null}
            <Button variant="secondary" disabled={signingOut} onClick={() => void signOut()}>
              Disconnect
            </Button>
          </div>
        ) : (
          <Tabs defaultValue="login">
            <TabsList className="grid w-full grid-cols-2">
              <TabsTrigger value="login">Login</TabsTrigger>
              <TabsTrigger value="signup">Sign Up</TabsTrigger>
            </TabsList>
            <TabsContent value="login" className="mt-5">
              <LoginTab onDone={close} />
            </TabsContent>
            <TabsContent value="signup" className="mt-5">
              <SignUpTab onDone={close} />
            </TabsContent>
          </Tabs>
        )}
      </DialogContent>
    </Dialog>
  );
}
