import { createFileRoute, redirect } from "@tanstack/react-router";
import { AdminPromotionsTab } from "@/client/components/admin/promotions-tab";
import { useDocumentTitle } from "@/client/lib/use-document-title";

// Temporary frame until the admin area (tabs, users, access) lands: only the promotions tab.
export const Route = createFileRoute("/admin")({
  beforeLoad: ({ context }) => {
    if (!context.session) throw redirect({ to: "/login", replace: true });
    if (!context.session.isAdmin) throw redirect({ to: "/", replace: true });
  },
  component: AdminPage,
});

function AdminPage() {
  useDocumentTitle("Administração");
  return (
    <div className="mx-auto grid max-w-7xl gap-8 px-4 py-8 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-bold tracking-tight">Administração</h1>
      <AdminPromotionsTab />
    </div>
  );
}
