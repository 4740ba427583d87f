import type { Page } from '@playwright/test'

type DomNode = {
  nodeId: number
  nodeName: string
  attributes?: string[]
  children?: DomNode[]
  shadowRoots?: DomNode[]
}

/**
 * WharfKit's open dialog, as its colours and text, or null when none is open. It lives in a closed
 * shadow root, out of reach of locators: read through the DevTools protocol.
 */
export async function wharfkitDialog(
  page: Page,
): Promise<{ background?: string; text?: string; content: string } | null> {
  const cdp = await page.context().newCDPSession(page)
  try {
    await cdp.send('DOM.enable')
    await cdp.send('CSS.enable')
    const { root } = (await cdp.send('DOM.getDocument', { depth: -1, pierce: true })) as {
      root: DomNode
    }
    const find = (node: DomNode): DomNode | undefined => {
      if (node.nodeName === 'DIALOG' && node.attributes?.includes('open')) return node
      for (const child of [...(node.shadowRoots ?? []), ...(node.children ?? [])]) {
        const found = find(child)
        if (found) return found
      }
      return undefined
    }
    const dialog = find(root)
    if (dialog === undefined) return null
    const { computedStyle } = await cdp.send('CSS.getComputedStyleForNode', {
      nodeId: dialog.nodeId,
    })
    const { outerHTML } = await cdp.send('DOM.getOuterHTML', { nodeId: dialog.nodeId })
    const value = (name: string) => computedStyle.find((p) => p.name === name)?.value
    return {
      background: value('--body-background-color'),
      text: value('--body-text-color'),
      content: outerHTML
        .replace(/<[^>]*>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
    }
  } finally {
    await cdp.detach()
  }
}
