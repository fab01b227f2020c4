export const AddressesErrorCode = {
  NOT_FOUND: 'ADDRESSES_NOT_FOUND',
  LIMIT_REACHED: 'ADDRESSES_LIMIT_REACHED',
} as const;
