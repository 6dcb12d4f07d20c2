import { findUserIdByEmail } from "../../server/services/access/access";
import { createStripeEndpoint } from "../../server/integrations/stripe/endpoint";
import { eraseAccount } from "../../server/services/account/delete-account";
import { EXIT, parseCommandArgs, UsageError, type CliCommand } from "../command";
import { validEmail } from "../input";
import { cliLogger } from "../logger";

export const deleteUserCommand: CliCommand = {
  name: "delete-user",
  summary: "exclui uma conta e todos os seus dados (pede --yes)",
  help: `Uso: npm run cli -- delete-user <email> --yes

Exclui a conta e todos os seus dados numa só transação, como 'Minha conta' faz: as
sessões e tokens param de valer na hora; pagamentos ficam, anonimizados. Não há como desfazer: rode export-user antes se precisar de uma cópia.

Opções:
  --yes  confirma a exclusão`,
  async run(ctx, argv) {
    const { values, positionals } = parseCommandArgs(argv, { yes: { type: "boolean" } }, ["email"]);
    const email = validEmail(positionals[0]);
    if (values.yes !== true) throw new UsageError("A exclusão não pode ser desfeita: confirme com --yes.");
    const { db } = await ctx.database();
    const userId = await findUserIdByEmail(db, email);
    if (!userId) {
      ctx.io.err(`Nenhuma conta encontrada com o e-mail ${email}.`);
      return EXIT.failure;
    }
    // Open Stripe subscriptions stop renewing first, as when the member deletes the account.
    const stripe = createStripeEndpoint(ctx.env);
    try {
      await eraseAccount({ db, stripe, log: cliLogger(ctx.io) }, { id: userId, email });
    } finally {
      await stripe.close();
    }
    ctx.io.out(`Conta ${email} excluída com todos os seus dados.`);
    return EXIT.ok;
  },
};
