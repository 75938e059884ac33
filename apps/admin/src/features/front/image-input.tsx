import { PictureOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Input, Space, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHasPermission } from '../../shared/access';
import { IMAGE_ACCEPT, imageProblem, uploadImage } from './upload-image';
import './strings';
import './front.css';

interface ImageInputProps {
  value?: string;
  onChange?(value: string): void;
  /** The image may be removed (''); otherwise one must stay. */
  allowClear?: boolean;
  testId: string;
}

/**
 * An image of this site (a form control: value / onChange is its path): uploaded here (JPG or PNG,
 * up to 2 MB) or typed as a path, with its thumbnail. The upload is the branding image upload
 * (system:front:update); without that permission only the path can be typed.
 */
export function ImageInput({ value, onChange, allowClear, testId }: ImageInputProps) {
  const { t } = useTranslation();
  const mayUpload = useHasPermission(['system:front:update']);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const send = async (file: File) => {
    const refused = imageProblem(file);
    setProblem(refused);
    if (refused) return;
    setBusy(true);
    try {
      onChange?.((await uploadImage(file)).url);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="adm-image-input" data-testid={testId}>
      <div className="adm-image-input__thumb">
        {value ? <img src={value} alt="" data-testid={`${testId}-thumb`} /> : <PictureOutlined aria-hidden />}
      </div>
      <div className="adm-image-input__side">
        <Space wrap>
          {mayUpload && (
            <Upload
              accept={IMAGE_ACCEPT}
              showUploadList={false}
              beforeUpload={(file) => {
                void send(file);
                return false; // sent by uploadImage, not by antd
              }}
            >
              <Button icon={<UploadOutlined />} loading={busy} data-testid={`${testId}-upload`}>
                {t('frontAdmin.image.upload')}
              </Button>
            </Upload>
          )}
          {allowClear && value ? (
            <Button onClick={() => onChange?.('')} data-testid={`${testId}-clear`}>
              {t('frontAdmin.image.clear')}
            </Button>
          ) : null}
        </Space>
        <Input
          value={value}
          onChange={(event) => onChange?.(event.target.value)}
          placeholder={t('frontAdmin.image.pathPlaceholder')}
          aria-label={t('frontAdmin.image.path')}
          data-testid={`${testId}-path`}
        />
        <Typography.Text type="secondary" className="adm-image-input__hint">
          {t('frontAdmin.image.hint')}
        </Typography.Text>
        {problem && (
          <Typography.Text type="danger" role="alert" data-testid={`${testId}-problem`}>
            {problem}
          </Typography.Text>
        )}
      </div>
    </div>
  );
}
