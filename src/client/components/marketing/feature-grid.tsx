import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/client/components/ui/card";
import { FEATURES } from "./features";

export function FeatureGrid() {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {FEATURES.map(({ icon: Icon, title, description }) => (
        <li key={title}>
          <Card className="h-full gap-4 transition-shadow hover:shadow-md">
            <CardHeader>
              <span className="mb-2 grid size-11 place-items-center rounded-lg bg-accent text-primary">
                <Icon className="size-5" aria-hidden />
              </span>
              <CardTitle>
                <h3 className="text-lg">{title}</h3>
              </CardTitle>
            </CardHeader>
            <CardContent>
              <CardDescription className="leading-relaxed">{description}</CardDescription>
            </CardContent>
          </Card>
        </li>
      ))}
    </ul>
  );
}
