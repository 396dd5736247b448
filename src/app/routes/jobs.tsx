import { PageHeader } from '@/components/layout/page-header';

export function Component() {
  return <PageHeader title="Jobs" />;
}
