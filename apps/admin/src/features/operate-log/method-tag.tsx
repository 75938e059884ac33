import { Tag } from 'antd';

const COLORS: Record<string, string> = { POST: 'green', PUT: 'blue', PATCH: 'geekblue', DELETE: 'red' };

/** The HTTP method of a recorded write, coloured by what it does. */
export function MethodTag({ method }: { method: string }) {
  return <Tag color={COLORS[method]}>{method}</Tag>;
}
