import { createFileRoute } from "@tanstack/react-router";
import { requireDashboard } from "@/client/lib/dashboard-guard";
import { ImportPage } from "./-components/import/import-page";

/**
 * "Importar planilha" (docs/decisions/041): Minha Gestão's, rendered per request. It loads no data:
 * everything it shows comes from the file the member sends.
 */
export const Route = createFileRoute("/_authed/importar-planilha")({
  staticData: { indexing: "private" },
  beforeLoad: requireDashboard,
  component: ImportPage,
});
