import { createWriteStream } from "node:fs";
import { stat } from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { exportFiles } from "@/shared/domain/account/data-export";
import { todayInSaoPaulo } from "@/shared/domain/plain-date";
import { findUserIdByEmail } from "../../server/services/access/access";
import { walletScopeOf } from "../../server/services/access/wallet-scope";
import { collectUserData } from "../../server/services/account/data-export";
import { collectReadableSheets } from "../../server/services/account/readable-export";
import { zipStream } from "../../server/services/account/zip-stream";
import { EXIT, parseCommandArgs, type CliCommand } from "../command";
import { validEmail } from "../input";

export const exportUserCommand: CliCommand = {
  name: "export-user",
  summary: "grava num ZIP (JSON e CSV) todos os dados de uma conta",
  help: `Uso: npm run cli -- export-user <email> [--output <arquivo.zip>]

Grava o mesmo ZIP que 'Minha conta' oferece (perfil, programas, movimentações,
transferências, lotes, acessos, progresso em cursos, pagamentos): planilhas para ler
(nomes, reais, datas de São Paulo) e um JSON e um CSV por conjunto de dados.

Opções:
  --output <arquivo>  onde gravar (padrão: milheiro-<email>-<AAAA-MM-DD>.zip na pasta atual)`,
  async run(ctx, argv) {
    const { values, positionals } = parseCommandArgs(argv, { output: { type: "string" } }, ["email"]);
    const email = validEmail(positionals[0]);
    const { db } = await ctx.database();
    const userId = await findUserIdByEmail(db, email);
    if (!userId) {
      ctx.io.err(`Nenhuma conta encontrada com o e-mail ${email}.`);
      return EXIT.failure;
    }
    const output = path.resolve(values.output ?? `milheiro-${email}-${todayInSaoPaulo()}.zip`);
    const wallet = walletScopeOf({ id: userId });
    const [datasets, sheets] = await Promise.all([
      collectUserData(db, userId, wallet),
      collectReadableSheets(db, wallet),
    ]);
    await pipeline(zipStream(exportFiles(datasets, sheets, new Date())), createWriteStream(output));
    ctx.io.out(`Dados de ${email} gravados em ${output} (${(await stat(output)).size} bytes).`);
    return EXIT.ok;
  },
};
