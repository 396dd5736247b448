// Uploaded bytes live on disk under the data dir, one file per upload named by its id, never in
// memory. A temp data dir is ours to delete on close; a caller's --data-dir is only emptied of ours.
import { mkdtempSync, mkdirSync, rmSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';

export class FileStorage {
  readonly root: string;
  private readonly owned: boolean;

  constructor(dataDir?: string) {
    this.owned = dataDir === undefined;
    this.root = dataDir ?? mkdtempSync(join(tmpdir(), 'agent-sim-'));
    mkdirSync(this.uploadsDir(), { recursive: true });
  }

  uploadsDir(): string {
    return join(this.root, 'uploads');
  }

  /** A fresh path for incoming bytes; it becomes the stored file once the upload validates. */
  newPath(): { id: string; path: string } {
    const id = randomUUID();
    return { id, path: join(this.uploadsDir(), `${id}.bin`) };
  }

  async remove(path: string): Promise<void> {
    await rm(path, { force: true });
  }

  clear(): void {
    rmSync(this.uploadsDir(), { recursive: true, force: true });
    mkdirSync(this.uploadsDir(), { recursive: true });
  }

  close(): void {
    rmSync(this.owned ? this.root : this.uploadsDir(), { recursive: true, force: true });
  }
}
