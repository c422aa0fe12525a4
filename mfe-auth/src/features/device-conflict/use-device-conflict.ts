import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from '@sentiscope/shared/router';
import { MAX_DEVICES, MESSAGES, readTokenClaims, ROUTES, type Device } from '@sentiscope/shared/contract';
import { errorMessage, useLogoutRequest, useProceedMutation, type ApiError } from '@sentiscope/shared/api';
import { selectTemporaryToken, takeReturnTo, temporaryTokenCleared, tokenSet, useAppDispatch, useAppSelector } from '@sentiscope/shared/store';
import { notify } from '@sentiscope/shared/ui';

export type PendingAction = 'all' | 'proceed' | { deviceId: string } | null;

const devicesFrom = (value: unknown): Device[] | null => (Array.isArray(value) ? (value as Device[]) : null);
const statusOf = (error: unknown) => (error as Partial<ApiError> | undefined)?.status;
const listedIn = (error: unknown) =>
  devicesFrom(((error as Partial<ApiError> | undefined)?.data as { devices?: unknown } | undefined)?.devices);

// Once a slot frees, the API admits this device at once and lists its new session; it is not an "other" device.
const othersThan = (devices: Device[], sessionToken: string | null) => {
  const ownSession = readTokenClaims(sessionToken)?.sid;
  return ownSession ? devices.filter((device) => device._id !== ownSession) : devices;
};

/** The device-conflict screen's state (docs/decisions/041-auth-flows.md): the devices listed, the temporary token's life, and the three ways out. */
export function useDeviceConflict() {
  const location = useLocation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const temporary = useAppSelector(selectTemporaryToken);
  const [logout] = useLogoutRequest();
  const [proceedRequest] = useProceedMutation();
  const [devices, setDevices] = useState<Device[]>(
    () => devicesFrom((location.state as { devices?: unknown } | null)?.devices) ?? [],
  );
  // The full session token the API hands back once this device has been admitted.
  const [sessionToken, setSessionToken] = useState<string | null>(null);
  const [pending, setPending] = useState<PendingAction>(null);
  const leaving = useRef(false);

  const leave = useCallback(
    (to: string, token: string | null) => {
      leaving.current = true;
      if (token) dispatch(tokenSet(token));
      navigate(to, { replace: true });
    },
    [dispatch, navigate],
  );

  const expire = useCallback(() => {
    leaving.current = true;
    dispatch(temporaryTokenCleared());
    notify.error(MESSAGES.temporaryTokenExpired);
    navigate(ROUTES.login, { replace: true });
  }, [dispatch, navigate]);

  const isEmpty = devices.length === 0;
  useEffect(() => {
    if (!leaving.current && isEmpty) leave(ROUTES.home, sessionToken);
  }, [isEmpty, leave, sessionToken]);

  useEffect(() => {
    if (leaving.current || isEmpty || sessionToken) return undefined;
    const remaining = temporary ? temporary.expiresAt - Date.now() : 0;
    if (remaining <= 0) {
      expire();
      return undefined;
    }
    const timer = setTimeout(expire, remaining);
    return () => clearTimeout(timer);
  }, [temporary, isEmpty, sessionToken, expire]);

  const complete = (token: string) => {
    // A visitor who was subscribing goes back to the pricing page to continue.
    leave(takeReturnTo() ?? ROUTES.dashboard, token);
    setDevices([]);
  };

  const logoutDevice = async (device: Device) => {
    setPending({ deviceId: device._id });
    try {
      const result = await logout({ device, useTemporaryToken: true });
      notify.success(MESSAGES.deviceLoggedOut);
      const token = result.token ?? sessionToken;
      setSessionToken(token);
      setDevices((current) => othersThan(devicesFrom(result.devices) ?? current.filter((d) => d._id !== device._id), token));
    } catch (error) {
      if (statusOf(error) === 401) return expire();
      if (statusOf(error) === 404) {
        notify.error(MESSAGES.deviceNotFound);
        setDevices((current) => current.filter((d) => d._id !== device._id));
      } else {
        notify.error(MESSAGES.deviceLogoutFailed);
      }
    } finally {
      setPending(null);
    }
  };

  const logoutAll = async () => {
    setPending('all');
    try {
      const result = await logout({ fromAllDevices: true, useTemporaryToken: true });
      notify.success(MESSAGES.allDevicesLoggedOut);
      complete(result.token ?? (await proceedRequest().unwrap()).token);
    } catch (error) {
      if (statusOf(error) === 401) return expire();
      notify.error(MESSAGES.allDevicesLogoutFailed);
    } finally {
      setPending(null);
    }
  };

  const proceed = async () => {
    if (devices.length >= MAX_DEVICES) return;
    setPending('proceed');
    try {
      complete(sessionToken ?? (await proceedRequest().unwrap()).token);
    } catch (error) {
      if (statusOf(error) === 401) return expire();
      notify.error(errorMessage(error, MESSAGES.tooManyDevices));
      const listed = listedIn(error);
      if (statusOf(error) === 429 && listed) setDevices(othersThan(listed, sessionToken));
    } finally {
      setPending(null);
    }
  };

  return { devices, pending, canProceed: devices.length < MAX_DEVICES, logoutDevice, logoutAll, proceed };
}
