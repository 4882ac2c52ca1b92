import ReactMarkdown, { type Components } from 'react-markdown';
import rehypeSanitize from 'rehype-sanitize';
import remarkGfm from 'remark-gfm';
import { TableScroll } from '@/components/ui/table-scroll';

/**
 * Assistant text as GitHub-flavoured markdown. Raw HTML in the text is never
 * rendered (react-markdown drops it); rehype-sanitize (GitHub's allow-list)
 * cleans what markdown itself produces, and react-markdown's URL filter drops
 * javascript:/data: links. Images become plain links: an answer must not make
 * the browser fetch a third-party URL by itself.
 */
const components: Components = {
  p: (props) => <p className="whitespace-pre-line" {...strip(props)} />,
  h1: (props) => <h3 className="mt-2 text-base font-semibold" {...strip(props)} />,
  h2: (props) => <h3 className="mt-2 text-base font-semibold" {...strip(props)} />,
  h3: (props) => <h4 className="mt-2 font-semibold" {...strip(props)} />,
  h4: (props) => <h5 className="mt-2 font-semibold" {...strip(props)} />,
  ul: (props) => <ul className="list-disc space-y-1 pl-5" {...strip(props)} />,
  ol: (props) => <ol className="list-decimal space-y-1 pl-5" {...strip(props)} />,
  a: ({ href, children }) => (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer nofollow"
      className="font-medium text-primary underline underline-offset-2"
    >
      {children}
    </a>
  ),
  img: ({ src, alt }) =>
    typeof src === 'string' && src ? (
      <a
        href={src}
        target="_blank"
        rel="noopener noreferrer nofollow"
        className="text-primary underline underline-offset-2"
      >
        {alt || src}
      </a>
    ) : null,
  code: ({ className, children }) => (
    <code
      className={
        className ? `${className} font-mono text-[0.85em]` : 'rounded bg-muted px-1 py-0.5 font-mono text-[0.85em]'
      }
    >
      {children}
    </code>
  ),
  pre: (props) => <pre className="overflow-x-auto rounded-lg bg-muted p-3 text-xs leading-relaxed" {...strip(props)} />,
  blockquote: (props) => (
    <blockquote className="border-l-2 border-border pl-3 text-muted-foreground" {...strip(props)} />
  ),
  table: (props) => (
    <div className="my-2 rounded-lg border border-border">
      <TableScroll label="Table">
        <table className="w-full border-collapse text-sm" {...strip(props)} />
      </TableScroll>
    </div>
  ),
  th: (props) => (
    <th className="bg-surface-2 px-3 py-1.5 text-left text-xs font-semibold text-muted-foreground" {...strip(props)} />
  ),
  td: (props) => <td className="border-t border-border px-3 py-1.5 tabular-nums" {...strip(props)} />,
  hr: () => <hr className="my-2 border-border" />,
};

/** react-markdown passes its AST node as `node`; it must not reach the DOM. */
function strip<T extends { node?: unknown }>(props: T): Omit<T, 'node'> {
  const { node: _node, ...rest } = props;
  return rest;
}

export function Markdown({ text }: { text: string }) {
  return (
    <div className="grid gap-2">
      <ReactMarkdown remarkPlugins={[remarkGfm]} rehypePlugins={[rehypeSanitize]} components={components}>
        {text}
      </ReactMarkdown>
    </div>
  );
}
