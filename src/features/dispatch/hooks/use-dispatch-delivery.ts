// Runs the write path for dispatches once it is wanted (src/app/job-deliveries.tsx), for as
// long as the app is open (lib/writes/runner.ts: one runs per page, however many ask), and does
// what a dispatch that settled means for the screens (dispatch-settled.ts). For the record's own
// account only.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { runWritesOf } from '@/lib/writes/runner';
import { jobWrites } from '@/domain/jobs/writes/job-writes';
import { dispatchSettled } from './dispatch-settled';

function useDispatchDelivery() {
  const queryClient = useQueryClient();
  useEffect(
    () => runWritesOf(jobWrites(), ['dispatch'], (record) => dispatchSettled(queryClient, record)),
    [queryClient],
  );
}

/** The runner as a part to mount (src/app/job-deliveries.tsx, fetched once the write path is wanted). */
export function DispatchDelivery() {
  useDispatchDelivery();
  return null;
}
