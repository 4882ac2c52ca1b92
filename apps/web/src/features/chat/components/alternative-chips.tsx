import type { AnswerAlternative } from '@soe/shared';
import { Button } from '@/components/ui/button';

interface Props {
  alternatives: AnswerAlternative[];
  /** Asks the alternative's question as the conversation's next message. */
  onAsk: (question: string) => void;
  disabled?: boolean;
}

/** Up to three other readings of the question under an answer; a chip asks its reading outright. */
export function AlternativeChips({ alternatives, onAsk, disabled = false }: Props) {
  if (!alternatives.length) return null;
  return (
    <div role="group" aria-label="Other readings of the question" className="mt-2 flex flex-wrap items-center gap-2">
      <span className="text-xs text-muted-foreground">Did you mean</span>
      {alternatives.slice(0, 3).map((alternative) => (
        <Button
          key={alternative.question}
          type="button"
          variant="secondary"
          size="xs"
          disabled={disabled}
          title={alternative.question}
          className="h-auto min-h-7 max-w-full whitespace-normal rounded-full py-1 text-left"
          onClick={() => onAsk(alternative.question)}
        >
          {alternative.label}
        </Button>
      ))}
    </div>
  );
}
