import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";

/** Admin-edited links (docs/product.md §5) are either a path inside the app or an absolute http(s) URL. */
export function SmartLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  const internal = href.startsWith("/") && !href.startsWith("//");
  if (internal) {
    return (
      <Link to={href} className={className}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} className={className} rel="noopener noreferrer">
      {children}
    </a>
  );
}
