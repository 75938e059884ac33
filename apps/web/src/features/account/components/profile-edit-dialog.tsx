import { NICKNAME_MAX, type MemberInfo, type UpdateClientInput } from '@cloudphone/contract';
import { useMutation } from '@tanstack/react-query';
import { Button, Cascader, DatePicker, Input, Modal, Radio } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getLocale } from '../../../shared/i18n/locale';
import { tm } from '../../../shared/i18n/message';
import { toast } from '../../../shared/ui/overlay-store';
import { checkProfile, draftOf, type ProfileDraft, type ProfileField, type Problems } from '../account-rules';
import { updateClient } from '../api/account';
import { useMemberSaved } from '../hooks/use-member-saved';
import { joinLocation, regionOptions, splitLocation } from '../regions';
import { FormField } from './form-field';

const BIRTHDAY_FORMAT = 'YYYY/MM/DD';
const birthdayOf = (text: string): Dayjs | null => {
  const match = /^(\d{4})\/(\d{2})\/(\d{2})$/.exec(text);
  return match ? dayjs(new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : null;
};

/** Editing the profile: nickname, gender, e-mail, birthday and location, each checked with the contract's rule. */
export function ProfileEditDialog({ open, member, onClose }: { open: boolean; member: MemberInfo | undefined; onClose(): void }) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      title={t('user.edit.title')}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
      mask={{ closable: false }}
      modalRender={(node) => <div data-testid="profile-edit-dialog">{node}</div>}
    >
      {member && <ProfileForm member={member} onClose={onClose} />}
    </Modal>
  );
}

function ProfileForm({ member, onClose }: { member: MemberInfo; onClose(): void }) {
  const { t } = useTranslation();
  const saved = useMemberSaved();
  const [draft, setDraft] = useState<ProfileDraft>(() => draftOf(member));
  const [problems, setProblems] = useState<Problems<ProfileField>>({});
  const regions = useMemo(() => regionOptions(getLocale()), []);
  const save = useMutation({
    mutationFn: (value: UpdateClientInput) => updateClient(value),
    onSuccess: (next) => {
      saved(next);
      toast.success(t('user.edit.saved'));
      onClose();
    },
  });
  const set = <F extends ProfileField>(field: F, value: ProfileDraft[F]) => {
    setDraft((d) => ({ ...d, [field]: value }));
    setProblems(({ [field]: _, ...rest }) => rest as Problems<ProfileField>);
  };
  const submit = () => {
    const checked = checkProfile(draft);
    setProblems(checked.problems);
    if (checked.value) save.mutate(checked.value);
  };
  const problem = (field: ProfileField) => (problems[field] ? tm(problems[field]) : null);

  return (
    <div className="ac-form">
      <FormField label={t('user.profile.nickname')} error={problem('nickname')} testId="profile-nickname" isRequired>
        <Input
          value={draft.nickname}
          onChange={(event) => set('nickname', event.target.value)}
          onPressEnter={submit}
          placeholder={t('user.edit.nicknamePlaceholder')}
          maxLength={NICKNAME_MAX}
          showCount
          status={problems.nickname ? 'error' : undefined}
          data-testid="profile-nickname"
        />
      </FormField>
      <FormField label={t('user.profile.gender')} error={problem('gender')} testId="profile-gender">
        <Radio.Group value={draft.gender} onChange={(event) => set('gender', event.target.value)} data-testid="profile-gender">
          <Radio value="male">
            <span data-testid="profile-gender-male">{t('user.profile.male')}</span>
          </Radio>
          <Radio value="female">
            <span data-testid="profile-gender-female">{t('user.profile.female')}</span>
          </Radio>
        </Radio.Group>
      </FormField>
      <FormField label={t('user.profile.email')} error={problem('email')} testId="profile-email">
        <Input
          value={draft.email}
          onChange={(event) => set('email', event.target.value)}
          onPressEnter={submit}
          placeholder={t('user.edit.emailPlaceholder')}
          maxLength={100}
          inputMode="email"
          autoComplete="email"
          status={problems.email ? 'error' : undefined}
          data-testid="profile-email"
        />
      </FormField>
      <div className="ac-form__pair">
        <FormField label={t('user.profile.birthday')} error={problem('birthday')} testId="profile-birthday">
          <DatePicker
            className="ac-wide"
            value={birthdayOf(draft.birthday)}
            format={BIRTHDAY_FORMAT}
            onChange={(value: Dayjs | null) => set('birthday', value ? value.format(BIRTHDAY_FORMAT) : '')}
            disabledDate={(day) => day.isAfter(dayjs(), 'day') || day.year() < 1900}
            placeholder={t('user.edit.birthdayPlaceholder')}
            status={problems.birthday ? 'error' : undefined}
            inputReadOnly={false}
            data-testid="profile-birthday"
          />
        </FormField>
        <FormField label={t('user.profile.location')} error={problem('location')} testId="profile-location">
          <Cascader
            className="ac-wide"
            options={regions}
            value={splitLocation(draft.location)}
            onChange={(value) => set('location', joinLocation((value ?? []) as string[]))}
            placeholder={t('user.edit.locationPlaceholder')}
            status={problems.location ? 'error' : undefined}
            showSearch
            data-testid="profile-location"
          />
        </FormField>
      </div>
      <div className="ac-form__actions">
        <Button onClick={onClose} disabled={save.isPending} data-testid="profile-cancel">
          {t('common.cancel')}
        </Button>
        <Button type="primary" loading={save.isPending} onClick={submit} data-testid="profile-save">
          {t('user.edit.save')}
        </Button>
      </div>
    </div>
  );
}
