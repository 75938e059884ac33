import { describe, expect, it } from 'vitest';
import { addFiles, isReady, type PushFile } from './push-files';

const file = (name: string) => new File(['x'], name);
let n = 0;
const keyOf = () => String(n++);

describe('adding files to a push', () => {
  it('takes up to 10 and says so when more were chosen', () => {
    const chosen = Array.from({ length: 12 }, (_, i) => file(`f${i}.txt`));
    const { files, problem } = addFiles([], chosen, keyOf);
    expect(files).toHaveLength(10);
    expect(problem).toBe('uploads.files.max');
  });

  it('refuses a name already in the list and keeps the others', () => {
    const first = addFiles([], [file('a.apk')], keyOf).files;
    const { files, problem } = addFiles(first, [file('a.apk'), file('b.txt')], keyOf);
    expect(files.map((f) => f.file.name)).toEqual(['a.apk', 'b.txt']);
    expect(problem).toBe('uploads.name.exists');
  });

  it('adds nothing while an upload runs', () => {
    const uploading: PushFile[] = [{ key: 'k', file: file('a.apk'), state: 'uploading', progress: 0.4, uploaded: null, error: null }];
    expect(addFiles(uploading, [file('b.apk')], keyOf)).toEqual({ files: uploading, problem: 'uploads.busy' });
  });

  it('is ready to push only when every file has uploaded', () => {
    const { files } = addFiles([], [file('a.apk')], keyOf);
    expect(isReady(files)).toBe(false);
    expect(isReady([{ ...files[0]!, state: 'done' }])).toBe(true);
    expect(isReady([])).toBe(false);
  });
});
