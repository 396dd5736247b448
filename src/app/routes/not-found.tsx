import { NotFound } from '@/components/layout/not-found';

export function Component() {
  return <NotFound />;
}
