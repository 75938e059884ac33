import { AppstoreOutlined } from '@ant-design/icons';
import type { PhoneTreeGroup, TagRow } from '@cloudphone/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Dropdown } from 'antd';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GroupFilter } from '../api/phone-keys';
import { phoneTagsQuery } from '../api/phone-tags';
import { phoneTreeQuery } from '../api/phone-tree';
import { lazyPart, withMoreMessages } from '../lazy-part';
import { Icon } from './icons';

const nameDialog = lazyPart(() => import('./dialogs/name-dialog').then((m) => m.NameDialog));
const loadManager = () => withMoreMessages(() => import('./group-manager'));

type Editing = { kind: 'groups'; group: PhoneTreeGroup | null } | { kind: 'tags' };

const entryKey = (entry: PhoneTreeGroup): GroupFilter =>
  entry.kind === 'ungrouped' ? 'ungrouped' : entry.kind === 'shared' ? 'shared' : entry.id!;

interface GroupPanelProps {
  group: GroupFilter;
  tagId: number | null;
  onGroup(group: GroupFilter): void;
  onTag(tagId: number | null): void;
}

/**
 * The left panel (spec point 2, "groups"): all phones, ungrouped, the member's groups with their
 * counts and the phones shared with them; groups are created, renamed and deleted here (names 1 to
 * 10 characters). Below, the member's tags filter the list and are created and deleted here.
 */
export function GroupPanel({ group, tagId, onGroup, onTag }: GroupPanelProps) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const queryClient = useQueryClient();
  const tree = useQuery(phoneTreeQuery);
  const tags = useQuery(phoneTagsQuery);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [isDialogOpen, setDialogOpen] = useState(false);
  const entries = tree.data ?? [];
  const total = entries.reduce((sum, e) => sum + e.count, 0);
  const { Component: NameDialog } = nameDialog;

  const deps = { modal, t, queryClient };
  const manage = () => loadManager();
  const openDialog = (next: Editing) => {
    manage().catch(() => undefined);
    setEditing(next);
    setDialogOpen(true);
  };
  const save = async (name: string) => {
    if (!editing) return;
    await (await manage()).saveName(deps, editing, name);
    setDialogOpen(false);
  };
  const removeGroup = (entry: PhoneTreeGroup) =>
    void manage().then((m) => m.removeGroup(deps, entry, () => group === entry.id && onGroup('all')));
  const removeTag = (tag: TagRow) => void manage().then((m) => m.removeTag(deps, tag, () => tagId === tag.id && onTag(null)));

  const item = (key: GroupFilter, label: string, count: number, icon: React.ReactNode, entry?: PhoneTreeGroup) => (
    <li key={String(key)} className={`ph-groups__item${group === key ? ' is-active' : ''}`}>
      <button
        type="button"
        onClick={() => onGroup(key)}
        aria-current={group === key || undefined}
        data-testid={`group-${entry?.kind === 'group' ? entry.name : key}`}
      >
        {icon}
        <span className="ph-groups__name">{label}</span>
        <span className="ph-groups__count">{count}</span>
      </button>
      {entry?.kind === 'group' && (
        <Dropdown
          trigger={['click']}
          menu={{
            items: [
              { key: 'rename', icon: <Icon name="edit" />, label: <span data-testid="group-rename">{t('phones.groups.rename')}</span> },
              {
                key: 'delete',
                icon: <Icon name="trash" />,
                danger: true,
                label: <span data-testid="group-delete">{t('phones.groups.delete')}</span>,
              },
            ],
            onClick: ({ key }) => (key === 'rename' ? openDialog({ kind: 'groups', group: entry }) : removeGroup(entry)),
          }}
        >
          <button
            type="button"
            className="ph-icon-btn ph-groups__more"
            aria-label={t('phones.groups.manage')}
            data-testid={`group-more-${entry.name}`}
          >
            <Icon name="more" className="is-bold" />
          </button>
        </Dropdown>
      )}
    </li>
  );

  return (
    <aside className="ph-side" aria-label={t('phones.groups.title')}>
      <section className="ph-side__section">
        <header className="ph-side__head">
          <h2>{t('phones.groups.title')}</h2>
          <button
            type="button"
            className="ph-icon-btn"
            onClick={() => openDialog({ kind: 'groups', group: null })}
            onPointerEnter={nameDialog.preload}
            aria-label={t('phones.groups.create')}
            title={t('phones.groups.create')}
            data-testid="group-create"
          >
            <Icon name="plus" />
          </button>
        </header>
        <ul className="ph-groups" data-testid="group-list">
          {item('all', t('phones.groups.all'), total, <AppstoreOutlined />)}
          {entries.map((entry) =>
            item(
              entryKey(entry),
              entry.name,
              entry.count,
              <Icon name={entry.kind === 'shared' ? 'share' : entry.kind === 'ungrouped' ? 'inbox' : 'folder'} />,
              entry,
            ),
          )}
        </ul>
      </section>
      <section className="ph-side__section">
        <header className="ph-side__head">
          <h2>{t('phones.tags.title')}</h2>
          <button
            type="button"
            className="ph-icon-btn"
            onClick={() => openDialog({ kind: 'tags' })}
            onPointerEnter={nameDialog.preload}
            aria-label={t('phones.tags.create')}
            title={t('phones.tags.create')}
            data-testid="tag-create"
          >
            <Icon name="plus" />
          </button>
        </header>
        <div className="ph-side__tags" data-testid="tag-list">
          {(tags.data ?? []).map((tag) => (
            <span key={tag.id} className={`ph-chip is-filter${tagId === tag.id ? ' is-active' : ''}`}>
              <button
                type="button"
                onClick={() => onTag(tagId === tag.id ? null : tag.id)}
                aria-pressed={tagId === tag.id}
                data-testid={`tag-filter-${tag.name}`}
              >
                <Icon name="tag" /> {tag.name} <em>{tag.phoneCount}</em>
              </button>
              <button
                type="button"
                className="ph-chip__x"
                onClick={() => removeTag(tag)}
                aria-label={`${t('phones.tags.delete')} ${tag.name}`}
                data-testid={`tag-delete-${tag.name}`}
              >
                ×
              </button>
            </span>
          ))}
          {tags.data?.length === 0 && <span className="ph-muted">{t('phones.tags.empty')}</span>}
        </div>
      </section>
      {editing && (
        <Suspense fallback={null}>
          <NameDialog
            open={isDialogOpen}
            kind={editing.kind}
            initial={editing.kind === 'groups' ? (editing.group?.name ?? '') : ''}
            title={
              editing.kind === 'tags'
                ? t('phones.tags.create')
                : editing.group
                  ? t('phones.groups.renameTitle')
                  : t('phones.groups.createTitle')
            }
            onCancel={() => setDialogOpen(false)}
            onSave={save}
          />
        </Suspense>
      )}
    </aside>
  );
}
