import { createServer, type ServerResponse } from "node:http";
import { readBodyText } from "../../read-body";
import { answerApi } from "./api";
import { parseForm, type FormObject } from "./form-body";
import { checkoutPage, portalPage, receiptPage } from "./pages";
import { FakeStripeError, FakeStripeState, type FakeStateOptions, type PayMethod } from "./state";

/**
 * A Stripe-compatible server on loopback: the offline test mode's "Stripe", and the integration
 * tests'. The real stripe SDK talks to it over HTTP (host/port/protocol settings); browsers open
 * its checkout page; it signs events with the webhook secret and hands them to `deliver`.
 */
export interface FakeStripeServer {
  url: string;
  host: string;
  port: number;
  state: FakeStripeState;
  close(): Promise<void>;
}

const MAX_BODY_BYTES = 256 * 1024;

function send(response: ServerResponse, status: number, type: "json" | "html", body: string): void {
  response.writeHead(status, {
    "content-type": type === "json" ? "application/json" : "text/html; charset=utf-8",
    "request-id": "req_fake",
  });
  response.end(body);
}

function redirect(response: ServerResponse, location: string): void {
  response.writeHead(303, { location });
  response.end();
}

const PAGE_ACTIONS = new Set(["card", "pix", "boleto", "decline", "cancel"]);

function answerPage(
  state: FakeStripeState,
  method: string,
  path: string,
  form: FormObject,
  response: ServerResponse,
): void {
  const [, section, kind, id, act] = path.split("/");
  if (section === "c" && kind === "pay" && id) {
    const session = state.get(id, "checkout.session");
    if (method === "GET") return send(response, 200, "html", checkoutPage(session));
    if (method === "POST" && act && PAGE_ACTIONS.has(act)) {
      if (act === "cancel") return redirect(response, session.cancel_url);
      if (act === "decline")
        return send(
          response,
          402,
          "html",
          checkoutPage(session, "Cartão recusado (teste). Tente outro meio de pagamento."),
        );
      state.pay(id, act as PayMethod);
      return redirect(response, session.success_url.replace("{CHECKOUT_SESSION_ID}", session.id));
    }
  }
  if (section === "receipts" && kind) {
    const charge = state.get(kind, "charge");
    return send(response, 200, "html", receiptPage("Recibo — Modo de teste", charge.amount, charge.created));
  }
  if (section === "invoices" && kind) {
    const invoice = state.get(kind, "invoice");
    return send(
      response,
      200,
      "html",
      receiptPage("Fatura — Modo de teste", invoice.amount_due, invoice.status_transitions.paid_at),
    );
  }
  if (section === "portal" && kind) {
    const back = typeof form.return_url === "string" ? form.return_url : "/";
    return send(response, 200, "html", portalPage(back));
  }
  send(response, 404, "html", "Not found");
}

export async function startFakeStripeServer(
  options: FakeStateOptions & { host?: string; port?: number; apiKey: string },
): Promise<FakeStripeServer> {
  const { host = "127.0.0.1", port = 0 } = options;
  let baseUrl = "";
  const state = new FakeStripeState(options, () => baseUrl);
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://fake");
    const method = request.method ?? "GET";
    readBodyText(request, MAX_BODY_BYTES)
      .then((body) => {
        const form = parseForm(method === "GET" ? url.search.slice(1) : body);
        if (url.pathname.startsWith("/v1/")) {
          const answer = answerApi(
            state,
            {
              method,
              path: url.pathname,
              form,
              authorization: request.headers.authorization,
            },
            options.apiKey,
          );
          return send(response, answer.status, "json", JSON.stringify(answer.body));
        }
        answerPage(state, method, url.pathname, form, response);
      })
      .catch((error: unknown) => {
        const status = error instanceof FakeStripeError ? error.status : 400;
        send(response, status, "html", error instanceof Error ? error.message.replace(/[<>&]/g, "") : "Bad Request");
      });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, resolve);
  });
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("fake Stripe server has no TCP address");
  baseUrl = `http://${host}:${address.port}`;
  return {
    url: baseUrl,
    host,
    port: address.port,
    state,
    close: () =>
      new Promise<void>((resolve, reject) => {
        state.close();
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
