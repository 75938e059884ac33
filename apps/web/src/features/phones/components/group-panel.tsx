import { AppstoreOutlined } from '@ant-design/icons';
import type { PhoneTreeGroup, TagRow } from '@cloudphone/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GroupFilter } from '../api/phone-keys';
import { phoneTagsQuery } from '../api/phone-tags';
import { phoneTreeQuery } from '../api/phone-tree';
import { lazyPart, withMoreMessages } from '../lazy-part';
import { GroupEntry } from './group-entry';
import { Icon } from './icons';
import { SideSection } from './side-section';

const nameDialog = lazyPart('name-dialog', () => import('./dialogs/name-dialog').then((m) => m.NameDialog));
const groupProxyDialog = lazyPart('group-proxy-dialog', () => import('./dialogs/group-proxy-dialog').then((m) => m.GroupProxyDialog));
const loadManager = () => withMoreMessages(() => import('./group-manager'));
const loadTagActions = () => withMoreMessages(() => import('./tag-actions'));

type Editing = { kind: 'groups'; group: PhoneTreeGroup | null } | { kind: 'tags'; tag: TagRow | null };

const entryKey = (entry: PhoneTreeGroup): GroupFilter =>
  entry.kind === 'ungrouped' ? 'ungrouped' : entry.kind === 'shared' ? 'shared' : entry.id!;

const entryIcon = (entry: PhoneTreeGroup) => (
  <Icon name={entry.kind === 'shared' ? 'share' : entry.kind === 'ungrouped' ? 'inbox' : 'folder'} />
);

interface GroupPanelProps {
  group: GroupFilter;
  tagId: number | null;
  onGroup(group: GroupFilter): void;
  onTag(tagId: number | null): void;
}

/**
 * The left panel (spec point 2, "groups"): all phones, ungrouped, the member's groups with their
 * counts and the phones shared with them; groups are created, renamed and deleted here (names 1 to
 * 10 characters). Below, the member's tags filter the list and are created, renamed and deleted here.
 */
export function GroupPanel({ group, tagId, onGroup, onTag }: GroupPanelProps) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const queryClient = useQueryClient();
  const tree = useQuery(phoneTreeQuery);
  const tags = useQuery(phoneTagsQuery);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [isDialogOpen, setDialogOpen] = useState(false);
  // The group whose proxy is being set; kept after closing, so its results grid stays up.
  const [proxyGroup, setProxyGroup] = useState<PhoneTreeGroup | null>(null);
  const [isProxyOpen, setProxyOpen] = useState(false);
  const { Component: GroupProxyDialog } = groupProxyDialog;
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
    if (editing.kind === 'tags' && editing.tag) await (await loadTagActions()).saveTagName(deps, editing.tag, name);
    else await (await manage()).saveName(deps, editing, name);
    setDialogOpen(false);
  };
  const removeGroup = (entry: PhoneTreeGroup) =>
    void manage().then((m) => m.removeGroup(deps, entry, () => group === entry.id && onGroup('all')));
  const removeTag = (tag: TagRow) => void manage().then((m) => m.removeTag(deps, tag, () => tagId === tag.id && onTag(null)));

  return (
    <aside className="ph-side" aria-label={t('phones.groups.title')}>
      <SideSection
        title={t('phones.groups.title')}
        addLabel={t('phones.groups.create')}
        addTestId="group-create"
        onAdd={() => openDialog({ kind: 'groups', group: null })}
        onAddIntent={nameDialog.preload}
      >
        <ul className="ph-groups" data-testid="group-list">
          <GroupEntry
            label={t('phones.groups.all')}
            count={total}
            icon={<AppstoreOutlined />}
            isActive={group === 'all'}
            testId="all"
            onSelect={() => onGroup('all')}
          />
          {entries.map((entry) => {
            const key = entryKey(entry);
            const isOwnGroup = entry.kind === 'group';
            return (
              <GroupEntry
                key={String(key)}
                label={entry.name}
                count={entry.count}
                icon={entryIcon(entry)}
                isActive={group === key}
                testId={isOwnGroup ? entry.name : String(key)}
                onSelect={() => onGroup(key)}
                onRename={isOwnGroup ? () => openDialog({ kind: 'groups', group: entry }) : undefined}
                onDelete={isOwnGroup ? () => removeGroup(entry) : undefined}
                onSetProxy={
                  isOwnGroup
                    ? () => {
                        setProxyGroup(entry);
                        setProxyOpen(true);
                      }
                    : undefined
                }
              />
            );
          })}
        </ul>
      </SideSection>
      <SideSection
        title={t('phones.tags.title')}
        addLabel={t('phones.tags.create')}
        addTestId="tag-create"
        onAdd={() => openDialog({ kind: 'tags', tag: null })}
        onAddIntent={nameDialog.preload}
      >
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
                className="ph-chip__x is-edit"
                onClick={() => openDialog({ kind: 'tags', tag })}
                onPointerEnter={nameDialog.preload}
                aria-label={`${t('phones.tags.rename')} ${tag.name}`}
                title={t('phones.tags.rename')}
                data-testid={`tag-rename-${tag.name}`}
              >
                <Icon name="edit" />
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
      </SideSection>
      {editing && (
        <Suspense fallback={null}>
          <NameDialog
            open={isDialogOpen}
            kind={editing.kind}
            initial={editing.kind === 'groups' ? (editing.group?.name ?? '') : (editing.tag?.name ?? '')}
            title={
              editing.kind === 'tags'
                ? editing.tag
                  ? t('phones.tags.renameTitle')
                  : t('phones.tags.create')
                : editing.group
                  ? t('phones.groups.renameTitle')
                  : t('phones.groups.createTitle')
            }
            onCancel={() => setDialogOpen(false)}
            onSave={save}
          />
        </Suspense>
      )}
      {proxyGroup && (
        <Suspense fallback={null}>
          <GroupProxyDialog open={isProxyOpen} group={proxyGroup} onClose={() => setProxyOpen(false)} />
        </Suspense>
      )}
    </aside>
  );
}
