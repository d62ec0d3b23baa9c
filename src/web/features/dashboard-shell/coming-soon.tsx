import { Construction } from 'lucide-react';
import { Card } from '@/web/ui/card';
import { DocumentTitle } from '@/web/ui/document-title';

/** Placeholder of a dashboard area a later issue builds (specification section 2). */
export function ComingSoon({ title }: { title: string }) {
  return (
    <div>
      <DocumentTitle page={title} />
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
      <Card className="mt-6 flex flex-col items-center gap-3 px-6 py-12 text-center">
        <span className="flex size-12 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
          <Construction className="size-6" aria-hidden="true" />
        </span>
        <p className="text-slate-700">Esta funcionalidade estará disponível em breve!</p>
      </Card>
    </div>
  );
}
