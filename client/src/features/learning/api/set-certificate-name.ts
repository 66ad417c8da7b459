import { useMutation, useQueryClient } from '@tanstack/react-query';
import { learningApi } from '../../../../../common/contracts/learning-api';
import type { CertificateNameBody, MyCertificate } from '../../../../../common/contracts/learning';
import { settingsApi } from '../../../../../common/contracts/settings-api';
import { callApi } from '../../../lib/api';
import { currentUserKey } from '../../../session/current-user';
import { myCertificateKey } from './learning-api';
import { putAnswer } from '../../../lib/put-answer';

/** Sets the name printed on the certificate; issues it when the modules are done and no name was known. */
export const setCertificateName = (body: CertificateNameBody) =>
  callApi<MyCertificate>(learningApi.setCertificateName, { body });

export function useSetCertificateName() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setCertificateName,
    onSuccess: async (saved) => {
      await putAnswer(queryClient, myCertificateKey, saved);
      // The certificate's name is the account's name: the top bar and the settings page show it.
      void queryClient.invalidateQueries({ queryKey: currentUserKey });
      void queryClient.invalidateQueries({ queryKey: [settingsApi.settings.path] });
    },
  });
}
