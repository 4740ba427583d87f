import type { ABI } from '@wharfkit/antelope'

/** A contract's ABI as an `account` delta carried it, at the block that set it. */
export type ContractAbi = { account: string; abi: ABI }

/**
 * The contracts' ABIs in force: learned from the `account` deltas of the blocks read (the first
 * block of the state log carries every account), and kept by the store with its block so a
 * restart resumes with them.
 */
export class AbiBook {
  private readonly abis = new Map<string, ABI>()

  constructor(known: Iterable<ContractAbi> = []) {
    for (const { account, abi } of known) this.abis.set(account, abi)
  }

  set(account: string, abi: ABI) {
    this.abis.set(account, abi)
  }

  get(account: string): ABI | undefined {
    return this.abis.get(account)
  }
}
