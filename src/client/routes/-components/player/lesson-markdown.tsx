import Markdown, { type Components } from "react-markdown";

const components: Components = {
  // The URL filter leaves an unsafe link without an address: it reads as plain text, not a dead link.
  a: ({ href, children }) =>
    href ? (
      // Admin-written text may link anywhere: such links open apart from the lesson and pass nothing on.
      <a href={href} target="_blank" rel="noopener noreferrer nofollow">
        {children}
      </a>
    ) : (
      <span>{children}</span>
    ),
};

/**
 * A lesson's text (Markdown written by admins). No rehype-raw and `skipHtml`: raw HTML, scripts
 * and event handlers never reach the page, and react-markdown's default URL filter empties
 * javascript: and other unsafe links.
 */
export function LessonMarkdown({ content }: { content: string }) {
  return (
    <div
      data-testid="lesson-content"
      className="grid gap-3 leading-relaxed [&_a]:text-primary [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:pl-4 [&_blockquote]:text-muted-foreground [&_code]:rounded [&_code]:bg-muted [&_code]:px-1 [&_h1]:text-2xl [&_h1]:font-bold [&_h2]:text-xl [&_h2]:font-semibold [&_h3]:text-lg [&_h3]:font-semibold [&_ol]:list-decimal [&_ol]:pl-6 [&_pre]:overflow-x-auto [&_pre]:rounded-md [&_pre]:bg-muted [&_pre]:p-3 [&_ul]:list-disc [&_ul]:pl-6"
    >
      <Markdown skipHtml components={components}>
        {content}
      </Markdown>
    </div>
  );
}
