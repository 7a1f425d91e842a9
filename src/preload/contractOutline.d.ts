// The contract's outline, made by the build from src/shared/contract.ts (see build/contractOutline.ts).
declare module 'virtual:glossa/contract-outline' {
  const outline: import('../shared/ipc/define').ContractOutline<import('../shared/contract').Contract>;
  export default outline;
}
