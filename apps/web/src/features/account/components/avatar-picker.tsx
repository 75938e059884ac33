import { UserOutlined } from '@ant-design/icons';
import type { MemberInfo } from '@cloudphone/contract';
import { Avatar, Button } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { tm } from '../../../shared/i18n/message';
import { toast } from '../../../shared/ui/overlay-store';
import { checkAvatarFile } from '../account-rules';
import { AvatarCropDialog, type ChosenPicture } from './avatar-cropper';

/** Spec point 3: the third avatarList entry is the one shown. */
export const shownAvatar = (member: MemberInfo | undefined) => member?.avatarList[2]?.avatarUrl ?? member?.avatar ?? '';

/**
 * The member's avatar and "Change avatar": a JPG or PNG (by its content) of at most 2 MB is
 * cropped, then uploaded; anything else is refused before upload with the contract's message.
 */
export function AvatarPicker({ member }: { member: MemberInfo | undefined }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<ChosenPicture | null>(null);
  const [problem, setProblem] = useState('');

  const onPick = async (file: File | undefined) => {
    if (input.current) input.current.value = ''; // the same file may be picked again
    if (!file) return;
    const checked = await checkAvatarFile(file);
    if ('problem' in checked) {
      setProblem(tm(checked.problem));
      toast.error(tm(checked.problem));
      return;
    }
    setProblem('');
    setChosen({ file, kind: checked.kind, url: URL.createObjectURL(file) });
  };
  const avatar = shownAvatar(member);

  return (
    <div className="ac-avatar">
      <Avatar
        size={88}
        src={avatar || undefined}
        icon={<UserOutlined />}
        alt={t('user.avatar.alt')}
        data-testid="account-avatar"
        data-src={avatar}
      />
      <div className="ac-avatar__side">
        <Button onClick={() => input.current?.click()} disabled={!member} data-testid="avatar-change">
          {t('user.avatar.change')}
        </Button>
        <p className="ac-field__hint">{t('user.avatar.hint')}</p>
        {problem && (
          <p className="ac-field__error" role="alert" data-testid="avatar-error">
            {problem}
          </p>
        )}
      </div>
      <input
        ref={input}
        type="file"
        accept="image/png,image/jpeg"
        hidden
        onChange={(event) => void onPick(event.target.files?.[0])}
        data-testid="avatar-input"
      />
      <AvatarCropDialog
        picture={chosen}
        onClose={() => {
          if (chosen) URL.revokeObjectURL(chosen.url);
          setChosen(null);
        }}
      />
    </div>
  );
}
