import { useEffect, useState } from 'react';
import { HomeView } from '@/features/chat/components/home-view';
import { savePendingMessage } from '@/lib/pending-message';
import { notifyError } from '@/lib/toast';
import { AppHeader } from './workspace/app-header';

/**
 * /app for a signed-out visitor: the main app's header and home view. Sending
 * keeps the text as pendingMessage and opens the sign-in dialog (spec §4);
 * once signed in, the layout swaps in the workspace, whose home view puts the
 * text back into the input.
 */
export function GuestHome() {
  const [signInOpen, setSignInOpen] = useState(false);

  useEffect(() => {
    document.title = 'SOE - System Of Everything';
  }, []);

  function onGuestSend(prompt: string) {
    savePendingMessage(prompt);
    notifyError('Login Required', 'Please log in to use SOE.');
    setSignInOpen(true);
  }

  return (
    <div className="flex h-dvh min-h-0 flex-col">
      <AppHeader
        user={null}
        title="New conversation"
        systems={[]}
        signIn={{ open: signInOpen, onOpenChange: setSignInOpen }}
      />
      <main className="min-h-0 flex-1 overflow-y-auto">
        <HomeView onGuestSend={onGuestSend} />
      </main>
    </div>
  );
}
