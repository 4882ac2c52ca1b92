import { useEffect, useRef, useState, type FormEvent } from 'react';
import { LogIn, SendHorizontal } from 'lucide-react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { DialogTrigger } from '@/components/ui/dialog';
import { LogoMark } from '@/components/ui/logo';
import { PageLoader } from '@/components/ui/spinner';
import { ThemeToggle } from '@/components/ui/theme-toggle';
import { SignInDialog } from '@/features/auth/components/sign-in-dialog';
import { useAsk } from '@/features/chat/api/ask';
import { useSuggestions } from '@/features/chat/api/get-suggestions';
import { suggestionChips } from '@/features/chat/lib/suggestion-chips';
import { MessageBubble } from '@/features/chat/components/message-bubble';
import { ThinkingIndicator } from '@/features/chat/components/thinking-indicator';
import { errorMessage } from '@/lib/api-client';
import { useUser } from '@/lib/auth';
import { usePrefersReducedMotion } from '@/lib/use-media-query';

/** Suggestion chips: questions the user's systems answer. */
const SUGGESTED_CHIPS = 3;
const REVEAL_MS = 15;

interface Entry {
  id: number;
  role: 'user' | 'assistant';
  content: string;
  timestamp: string;
  systemSources?: string[];
}

/** Reveals the newest reply one character at a time (spec §9: 15 ms per character). */
function useReveal(text: string, enabled: boolean): string {
  const [count, setCount] = useState(enabled ? 0 : text.length);
  useEffect(() => {
    if (!enabled) {
      setCount(text.length);
      return;
    }
    setCount(0);
    const timer = setInterval(() => {
      setCount((current) => {
        if (current >= text.length) {
          clearInterval(timer);
          return current;
        }
        return current + 1;
      });
    }, REVEAL_MS);
    return () => clearInterval(timer);
  }, [text, enabled]);
  return text.slice(0, count);
}

function RevealedReply({ entry, animate }: { entry: Entry; animate: boolean }) {
  const shown = useReveal(entry.content, animate);
  const revealing = shown.length < entry.content.length;
  // While revealing, a table or chart shows as a placeholder until its data is complete (no half-parsed JSON).
  return (
    <MessageBubble
      message={{ ...entry, content: shown, systemSources: revealing ? undefined : entry.systemSources }}
      streaming={revealing}
    />
  );
}

function TestChat() {
  const ask = useAsk();
  const reduceMotion = usePrefersReducedMotion();
  const [entries, setEntries] = useState<Entry[]>([]);
  const [input, setInput] = useState('');
  const [error, setError] = useState('');
  const conversationId = useRef<number | undefined>(undefined);
  const nextId = useRef(1);
  const { data: suggested } = useSuggestions();
  const chips = suggestionChips(suggested, SUGGESTED_CHIPS);

  function submit(text: string) {
    const prompt = text.trim();
    if (!prompt || ask.isPending) return;
    setError('');
    setInput('');
    setEntries((current) => [
      ...current,
      { id: nextId.current++, role: 'user', content: prompt, timestamp: new Date().toISOString() },
    ]);
    ask.mutate(
      { prompt, conversationId: conversationId.current },
      {
        onSuccess: (answer) => {
          if (answer.error) return setError(`Error: ${answer.error}`);
          conversationId.current = answer.conversationId;
          setEntries((current) => [
            ...current,
            {
              id: nextId.current++,
              role: 'assistant',
              content: answer.response,
              timestamp: new Date().toISOString(),
              systemSources: answer.systemSources,
            },
          ]);
        },
        onError: (cause) => setError(`Error: ${errorMessage(cause, 'Failed to get response')}`),
      },
    );
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    submit(input);
  }

  return (
    <section
      aria-labelledby="chat-card-title"
      className="flex min-h-[32rem] flex-col rounded-2xl border border-border bg-surface shadow-sm"
    >
      <h2 id="chat-card-title" className="border-b border-border px-5 py-4 text-sm font-semibold">
        Ask SOE anything…
      </h2>
      <div
        role="log"
        aria-live="polite"
        aria-label="Messages"
        className="grid flex-1 content-start gap-5 overflow-y-auto p-5"
      >
        {entries.length === 0 && chips.length ? (
          <div className="grid gap-3 py-8 text-center">
            <p className="text-sm text-muted-foreground">Try one of these:</p>
            <ul className="flex flex-wrap justify-center gap-2">
              {chips.map((chip) => (
                <li key={chip.ask}>
                  <Button
                    variant="secondary"
                    size="sm"
                    className="rounded-full"
                    title={`Ask ${chip.systemName}`}
                    onClick={() => submit(chip.ask)}
                  >
                    {chip.question}
                  </Button>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {entries.map((entry, index) =>
          entry.role === 'assistant' ? (
            <RevealedReply key={entry.id} entry={entry} animate={!reduceMotion && index === entries.length - 1} />
          ) : (
            <MessageBubble key={entry.id} message={entry} />
          ),
        )}
        {ask.isPending ? <ThinkingIndicator label="SOE is thinking" /> : null}
        {error ? (
          <p
            role="alert"
            className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200"
          >
            {error}
          </p>
        ) : null}
      </div>
      <form onSubmit={onSubmit} className="flex gap-2 border-t border-border p-4">
        <label htmlFor="test-chat-input" className="sr-only">
          Message
        </label>
        <input
          id="test-chat-input"
          value={input}
          onChange={(event) => setInput(event.target.value)}
          placeholder="Ask SOE anything…"
          autoComplete="off"
          className="h-10 min-w-0 flex-1 rounded-lg border border-input bg-surface px-3 text-sm outline-none focus-visible:outline-2 focus-visible:outline-ring"
        />
        <Button type="submit" disabled={!input.trim() || ask.isPending}>
          <SendHorizontal className="h-4 w-4" aria-hidden="true" />
          {ask.isPending ? 'Sending...' : 'Send'}
        </Button>
      </form>
    </section>
  );
}

export default function TestChatRoute() {
  const { data: user, isLoading } = useUser();
  const [signInOpen, setSignInOpen] = useState(false);
  useEffect(() => {
    document.title = 'Direct OpenAI Chat Test · SOE';
  }, []);

  return (
    <div className="min-h-dvh bg-background">
      <header className="border-b border-border bg-surface">
        <div className="mx-auto flex h-16 max-w-3xl items-center justify-between px-4">
          <Link to={user ? '/app' : '/'} className="flex items-center gap-2 rounded-md font-semibold">
            <LogoMark className="h-7 w-7" />
            SOE
          </Link>
          <ThemeToggle />
        </div>
      </header>
      <main className="mx-auto grid max-w-3xl gap-6 px-4 py-8">
        <h1 className="text-2xl font-bold tracking-tight">Direct OpenAI Chat Test</h1>
        {isLoading ? (
          <PageLoader />
        ) : user ? (
          <TestChat />
        ) : (
          <div className="grid gap-4">
            <Alert tone="warning" title="Authentication Required">
              You need to log in to use the chat functionality.
            </Alert>
            <SignInDialog
              open={signInOpen}
              onOpenChange={setSignInOpen}
              trigger={
                <DialogTrigger asChild>
                  <Button className="w-fit">
                    <LogIn className="h-4 w-4" aria-hidden="true" />
                    Sign In
                  </Button>
                </DialogTrigger>
              }
            />
          </div>
        )}
      </main>
    </div>
  );
}
