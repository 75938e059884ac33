import { Input, Table, type TableColumnsType } from 'antd';
import { useMemo, useState, type HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import licences from '../licences.json';

export interface Licence {
  name: string;
  version: string;
  license: string;
  repository: string | null;
}

/** Links only to web addresses (a package's repository field may hold anything). */
const isWebAddress = (value: string | null): value is string => Boolean(value && /^https?:\/\//.test(value));

/**
 * The open-source components the console ships and their licences: generated from the installed
 * production dependencies by `npm run licences -w apps/web` (scripts/licences.mjs), never typed.
 */
export function LicenceList({ entries = licences as Licence[] }: { entries?: Licence[] }) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState('');
  const shown = useMemo(() => {
    const needle = filter.trim().toLowerCase();
    return needle ? entries.filter((entry) => entry.name.toLowerCase().includes(needle)) : entries;
  }, [entries, filter]);
  const columns: TableColumnsType<Licence> = [
    {
      key: 'name',
      title: t('setting.about.columns.name'),
      render: (_, entry) =>
        isWebAddress(entry.repository) ? (
          <a href={entry.repository} target="_blank" rel="noopener noreferrer">
            {entry.name}
          </a>
        ) : (
          entry.name
        ),
    },
    { key: 'version', title: t('setting.about.columns.version'), dataIndex: 'version' },
    { key: 'license', title: t('setting.about.columns.licence'), dataIndex: 'license' },
  ];

  return (
    <div className="st-licences" data-testid="about-licences">
      <p className="st-muted">
        {t('setting.about.licencesIntro')} {t('setting.about.licenceCount', { count: entries.length })}
      </p>
      <Input.Search
        allowClear
        value={filter}
        onChange={(event) => setFilter(event.target.value)}
        placeholder={t('setting.about.filter')}
        className="st-licences__filter"
        data-testid="about-licences-filter"
      />
      <Table<Licence>
        rowKey={(entry) => `${entry.name}@${entry.version}`}
        size="small"
        columns={columns}
        dataSource={shown}
        pagination={{ pageSize: 10, showSizeChanger: false, size: 'small', hideOnSinglePage: true }}
        scroll={{ x: 'max-content' }}
        onRow={(entry) => ({ 'data-testid': 'about-licence', 'data-name': entry.name }) as HTMLAttributes<HTMLElement>}
      />
    </div>
  );
}
