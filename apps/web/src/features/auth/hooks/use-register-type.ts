import type { RegisterType } from '@cloudphone/contract';
import { useEffect, useState } from 'react';
import { getRegisterType } from '../api/register';

/** 'phone' (SMS code) or 'email' (e-mail code); null while loading. Falls back to 'phone'. */
export function useRegisterType(): RegisterType | null {
  const [type, setType] = useState<RegisterType | null>(null);
  useEffect(() => {
    let alive = true;
    getRegisterType().then(
      (value) => alive && setType(value === 'email' ? 'email' : 'phone'),
      () => alive && setType('phone'),
    );
    return () => {
      alive = false;
    };
  }, []);
  return type;
}
