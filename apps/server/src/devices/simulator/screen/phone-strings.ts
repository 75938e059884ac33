import { PHONE_STATUS } from '@cloudphone/contract';

/** The words the simulated phone shows, in the language of its profile (DeviceProfile.language). */
export interface PhoneStrings {
  settings: string;
  browser: string;
  files: string;
  typeHere: string;
  noRecents: string;
  clearAll: string;
  /** What a transitional status shows on the screen while it lasts. */
  busy: Partial<Record<number, string>>;
}

const en: PhoneStrings = {
  settings: 'Settings',
  browser: 'Browser',
  files: 'Files',
  typeHere: 'Type here',
  noRecents: 'No recent items',
  clearAll: 'Clear all',
  busy: {
    [PHONE_STATUS.restarting]: 'Restarting…',
    [PHONE_STATUS.resetting]: 'Resetting…',
    [PHONE_STATUS.upgradingImage]: 'Installing system update…',
    [PHONE_STATUS.initializing]: 'Setting up…',
    [PHONE_STATUS.backingUp]: 'Backing up…',
    [PHONE_STATUS.migrating]: 'Restoring data…',
  },
};

const zhCN: PhoneStrings = {
  settings: '设置',
  browser: '浏览器',
  files: '文件管理',
  typeHere: '在此输入',
  noRecents: '近期没有任何内容',
  clearAll: '全部清除',
  busy: {
    [PHONE_STATUS.restarting]: '正在重启…',
    [PHONE_STATUS.resetting]: '正在恢复出厂设置…',
    [PHONE_STATUS.upgradingImage]: '正在安装系统更新…',
    [PHONE_STATUS.initializing]: '正在初始化…',
    [PHONE_STATUS.backingUp]: '正在备份…',
    [PHONE_STATUS.migrating]: '正在恢复数据…',
  },
};

const zhHK: PhoneStrings = {
  settings: '設定',
  browser: '瀏覽器',
  files: '檔案',
  typeHere: '在此輸入',
  noRecents: '最近沒有任何項目',
  clearAll: '全部清除',
  busy: {
    [PHONE_STATUS.restarting]: '正在重新啟動…',
    [PHONE_STATUS.resetting]: '正在重設…',
    [PHONE_STATUS.upgradingImage]: '正在安裝系統更新…',
    [PHONE_STATUS.initializing]: '正在設定…',
    [PHONE_STATUS.backingUp]: '正在備份…',
    [PHONE_STATUS.migrating]: '正在還原資料…',
  },
};

const ja: PhoneStrings = {
  settings: '設定',
  browser: 'ブラウザ',
  files: 'ファイル',
  typeHere: 'ここに入力',
  noRecents: '最近のアイテムはありません',
  clearAll: 'すべてクリア',
  busy: {
    [PHONE_STATUS.restarting]: '再起動しています…',
    [PHONE_STATUS.resetting]: 'リセットしています…',
    [PHONE_STATUS.upgradingImage]: 'システム アップデートをインストール中…',
    [PHONE_STATUS.initializing]: 'セットアップしています…',
    [PHONE_STATUS.backingUp]: 'バックアップしています…',
    [PHONE_STATUS.migrating]: 'データを復元しています…',
  },
};

/** Strings for a BCP 47 language tag; English when the language is not one the phone speaks. */
export function phoneStrings(language: string): PhoneStrings {
  if (/^zh-(HK|TW|MO|Hant)/i.test(language)) return zhHK;
  if (/^zh/i.test(language)) return zhCN;
  if (/^ja/i.test(language)) return ja;
  return en;
}
