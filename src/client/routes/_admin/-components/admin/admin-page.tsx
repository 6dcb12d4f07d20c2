import {
  BadgePercent,
  BookMarked,
  BookOpen,
  GraduationCap,
  Settings,
  ShieldCheck,
  Users,
  type LucideIcon,
} from "lucide-react";
import type { ReactNode } from "react";
import { AdminCoursesTab } from "@/client/routes/_admin/-components/admin/courses-tab";
import { AdminPromotionsTab } from "@/client/routes/_admin/-components/admin/promotions-tab";
import { Label } from "@/client/components/ui/label";
import { NativeSelect } from "@/client/components/ui/native-select";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/client/components/ui/tabs";
import { useDocumentTitle } from "@/client/lib/use-document-title";
import { ADMIN_TABS, type AdminTab } from "./admin-route-constants";
import { CatalogueTab } from "./catalogue-tab";
import { CourseAccessTab } from "./course-access-tab";
import { AdminPaymentsSection } from "./payments-section";
import { PromotionAccessTab } from "./promotion-access-tab";
import { SettingsTab } from "./settings-tab";
import { StatCards } from "./stat-cards";
import { UsersTab } from "./users-tab";

const TABS: readonly { value: AdminTab; label: string; icon: LucideIcon; content: ReactNode }[] = [
  { value: "usuarios", label: "Usuários", icon: Users, content: <UsersTab /> },
  { value: "acesso-promocoes", label: "Acesso às promoções", icon: ShieldCheck, content: <PromotionAccessTab /> },
  { value: "acesso-cursos", label: "Acesso aos cursos", icon: GraduationCap, content: <CourseAccessTab /> },
  { value: "cursos", label: "Cursos", icon: BookOpen, content: <AdminCoursesTab /> },
  { value: "promocoes", label: "Promoções", icon: BadgePercent, content: <AdminPromotionsTab /> },
  { value: "catalogo", label: "Catálogo", icon: BookMarked, content: <CatalogueTab /> },
  { value: "configuracoes", label: "Configurações", icon: Settings, content: <SettingsTab /> },
];

function isAdminTab(value: string): value is AdminTab {
  return (ADMIN_TABS as readonly string[]).includes(value);
}

export function AdminPage({ tab, onTabChange }: { tab: AdminTab; onTabChange: (tab: AdminTab) => void }) {
  useDocumentTitle("Administração");
  return (
    <div className="mx-auto grid max-w-7xl gap-8 px-4 py-8 sm:px-6 lg:px-8">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">Administração</h1>
        <p className="mt-1 text-muted-foreground">
          Usuários, acessos, cursos, promoções, o catálogo de programas e a página inicial.
        </p>
      </div>
      <StatCards onOpenSettings={() => onTabChange("configuracoes")} />
      <Tabs value={tab} onValueChange={(value) => isAdminTab(value) && onTabChange(value)}>
        {/* A phone picks the section from a select: seven tabs do not fit 390 px without clipping. */}
        <div className="grid gap-2 sm:hidden">
          <Label htmlFor="admin-section">Seção</Label>
          <NativeSelect
            id="admin-section"
            value={tab}
            onChange={(event) => isAdminTab(event.target.value) && onTabChange(event.target.value)}
          >
            {TABS.map(({ value, label }) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </NativeSelect>
        </div>
        <TabsList className="h-auto gap-1 max-sm:hidden sm:grid sm:grid-cols-4 lg:grid-cols-7">
          {TABS.map(({ value, label, icon: Icon }) => (
            <TabsTrigger key={value} value={value} className="min-h-9">
              <Icon aria-hidden />
              {label}
            </TabsTrigger>
          ))}
        </TabsList>
        {TABS.map(({ value, content }) => (
          <TabsContent key={value} value={value}>
            {content}
          </TabsContent>
        ))}
      </Tabs>
      <AdminPaymentsSection />
    </div>
  );
}
