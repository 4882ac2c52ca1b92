import { useEffect } from 'react';
import { useNavigate } from 'react-router';

/** Asks the workspace to show the keyboard shortcuts help (from a button anywhere in the chat). */
export const SHOW_SHORTCUTS_EVENT = 'soe:show-shortcuts';
export function showShortcuts() {
  window.dispatchEvent(new Event(SHOW_SHORTCUTS_EVENT));
}

const isMac = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);
export const MOD_KEY = isMac() ? '⌘' : 'Ctrl';

/** The workspace's shortcuts, as the help dialog lists them. */
export const SHORTCUTS: { keys: string[]; what: string }[] = [
  { keys: [MOD_KEY, 'Shift', 'O'], what: 'New conversation' },
  { keys: ['/'], what: 'Focus the question box' },
  { keys: ['Shift', 'Esc'], what: 'Focus the question box (also while typing elsewhere)' },
  { keys: [MOD_KEY, 'K'], what: 'Search conversations' },
  { keys: ['Enter'], what: 'Send the question' },
  { keys: ['Shift', 'Enter'], what: 'New line in the question' },
  { keys: ['↑'], what: 'Edit the last question again (in an empty question box)' },
  { keys: ['@'], what: 'Ask one system: type @ and its name' },
  { keys: ['Esc'], what: 'Stop the answer being written' },
  { keys: ['?'], what: 'Show these shortcuts' },
];

function typingIn(target: EventTarget | null) {
  const el = target as HTMLElement | null;
  return !!el && (el.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName));
}

/** The question box of the page: the conversation's composer, or the home view's input. */
function focusQuestionBox() {
  const box = document.getElementById('composer') ?? document.getElementById('home-prompt');
  box?.focus();
  return !!box;
}

/** Keyboard shortcuts of the chat workspace (listed by SHORTCUTS); `onHelp` opens the help dialog. */
export function useChatShortcuts(onHelp: () => void) {
  const navigate = useNavigate();
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.defaultPrevented || event.isComposing) return;
      const mod = event.metaKey || event.ctrlKey;
      const key = event.key.toLowerCase();
      if (mod && event.shiftKey && key === 'o') {
        event.preventDefault();
        navigate('/app');
        requestAnimationFrame(() => focusQuestionBox());
      } else if (mod && !event.shiftKey && key === 'k') {
        const search = document.querySelector<HTMLInputElement>('input[aria-label="Search conversations"]');
        if (!search) return;
        event.preventDefault();
        search.focus();
        search.select();
      } else if (event.shiftKey && event.key === 'Escape') {
        if (focusQuestionBox()) event.preventDefault();
      } else if (!mod && !event.altKey && !typingIn(event.target)) {
        if (event.key === '/') {
          if (focusQuestionBox()) event.preventDefault();
        } else if (event.key === '?') {
          event.preventDefault();
          onHelp();
        }
      }
    }
    window.addEventListener('keydown', onKeyDown);
    window.addEventListener(SHOW_SHORTCUTS_EVENT, onHelp);
    return () => {
      window.removeEventListener('keydown', onKeyDown);
      window.removeEventListener(SHOW_SHORTCUTS_EVENT, onHelp);
    };
  }, [navigate, onHelp]);
}
