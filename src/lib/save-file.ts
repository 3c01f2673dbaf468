/**
 * Saves a Blob as a file through a temporary object URL and a hidden link:
 * the one way every export and download of the app reaches the disk.
 */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.style.display = 'none'
  document.body.append(link)
  link.click()
  link.remove()
  // Revoke later: some browsers start the download asynchronously, and a large file takes a while to hand over.
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}
