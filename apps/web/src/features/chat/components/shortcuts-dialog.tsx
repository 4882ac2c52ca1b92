import { Dialog, DialogContent } from '@/components/ui/dialog';
import { SHORTCUTS } from '../hooks/use-chat-shortcuts';

/** The keyboard shortcuts help ("?" or the keyboard button in the composer). */
export function ShortcutsDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open ? (
        <DialogContent title="Keyboard shortcuts" description="Work in the chat without the mouse.">
          <table className="w-full text-sm">
            <caption className="sr-only">Keyboard shortcuts</caption>
            <tbody>
              {SHORTCUTS.map((shortcut) => (
                <tr key={shortcut.what} className="border-t border-border first:border-t-0">
                  <td className="whitespace-nowrap py-2 pr-4">
                    {shortcut.keys.map((key, index) => (
                      <span key={key}>
                        {index > 0 ? <span className="px-0.5 text-muted-foreground">+</span> : null}
                        <kbd className="rounded border border-border bg-muted px-1.5 py-0.5 font-mono text-xs">
                          {key}
                        </kbd>
                      </span>
                    ))}
                  </td>
                  <td className="py-2 text-muted-foreground">{shortcut.what}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
