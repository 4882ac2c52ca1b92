import { Button } from '@/components/ui/button';
import { AppleIcon, GitHubIcon, GoogleIcon } from '@/components/ui/brand-icons';
import { SOCIAL_PROVIDERS, type SocialProvider } from '../social-providers';

const ICONS: Record<SocialProvider, typeof GoogleIcon> = { google: GoogleIcon, github: GitHubIcon, apple: AppleIcon };

/** Social sign-in starts with a full-page navigation to /auth/{provider} (spec §2). */
export function SocialButtons({ providers }: { providers: SocialProvider[] }) {
  return (
    <div className="grid gap-3">
      <div className="flex items-center gap-3 text-xs text-muted-foreground">
        <span className="h-px flex-1 bg-border" />
        or continue with
        <span className="h-px flex-1 bg-border" />
      </div>
      <div className={providers.length === 3 ? 'grid grid-cols-3 gap-2' : 'grid grid-cols-2 gap-2'}>
        {providers.map((id) => {
          const label = SOCIAL_PROVIDERS[id];
          const Icon = ICONS[id];
          return (
            <Button
              key={id}
              variant="secondary"
              onClick={() => window.location.assign(`/auth/${id}`)}
              aria-label={`Continue with ${label}`}
            >
              <Icon className="h-4 w-4" />
              <span className="hidden sm:inline">{label}</span>
            </Button>
          );
        })}
      </div>
    </div>
  );
}
