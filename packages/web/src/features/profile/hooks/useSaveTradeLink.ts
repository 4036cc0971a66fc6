import { useMutation } from '@tanstack/react-query';
import { notify } from '../../../lib/notices';
import { saveTradeLink } from '../api/profile.api';

/**
 * Saves the trade URL: the server's success key as a success notice; a refusal shows the server's key
 * (`user_api.trade_link_invalid`) and anything else the fallback key (docs/api/errors.md "Keys"),
 * through the query client.
 */
export function useSaveTradeLink() {
  return useMutation({
    mutationFn: saveTradeLink,
    meta: { errorKey: 'user_error.send_trade_link' },
    onSuccess: (message) => notify.success(message),
  });
}
