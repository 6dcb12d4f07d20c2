// Each component from its own package: the umbrella @react-email/components also loads Tailwind,
// Prism and Markdown, ~350 ms of importing (with the event loop held) that a mail never used.
import { Body } from "@react-email/body";
import { Button } from "@react-email/button";
import { Container } from "@react-email/container";
import { Head } from "@react-email/head";
import { Heading } from "@react-email/heading";
import { Hr } from "@react-email/hr";
import { Html } from "@react-email/html";
import { Preview } from "@react-email/preview";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import type { ReactNode } from "react";

const colors = { brand: "#1d4ed8", text: "#0f172a", muted: "#64748b", page: "#f1f5f9" };

/** Why the member gets a mail that no alert setting controls (a reset, an e-mail change). */
const ACCOUNT_FOOTER = "Você recebe este e-mail porque ele está ligado a uma conta no Milheiro.";

/**
 * The frame every Milheiro e-mail shares: heading, content, one call to action and the footer,
 * which says why this mail came (templates.tsx gives the alerts theirs).
 * @public templates.tsx loads this module with import() and hands it to each mail, out of knip's sight.
 */
export function MailLayout(props: {
  preview: string;
  heading: string;
  action: { label: string; href: string };
  footer?: string;
  children: ReactNode;
}) {
  return (
    <Html lang="pt-BR">
      <Head />
      <Preview>{props.preview}</Preview>
      <Body style={{ backgroundColor: colors.page, fontFamily: "Arial, Helvetica, sans-serif", color: colors.text }}>
        <Container style={{ backgroundColor: "#ffffff", padding: "24px", margin: "24px auto", maxWidth: "560px" }}>
          <Text style={{ color: colors.brand, fontWeight: 700, fontSize: "18px", margin: 0 }}>Milheiro</Text>
          <Heading as="h1" style={{ fontSize: "22px", margin: "16px 0" }}>
            {props.heading}
          </Heading>
          {props.children}
          <Section style={{ margin: "24px 0" }}>
            <Button
              href={props.action.href}
              style={{ backgroundColor: colors.brand, color: "#ffffff", padding: "12px 20px", borderRadius: "6px" }}
            >
              {props.action.label}
            </Button>
          </Section>
          <Hr />
          <Text style={{ color: colors.muted, fontSize: "12px" }}>{props.footer ?? ACCOUNT_FOOTER}</Text>
        </Container>
      </Body>
    </Html>
  );
}

/** @public With MailLayout, loaded by templates.tsx. */
export function Paragraph({ children }: { children: ReactNode }) {
  return <Text style={{ fontSize: "15px", lineHeight: "22px" }}>{children}</Text>;
}
