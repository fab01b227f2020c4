import { useState } from 'react';
import DownloadIcon from '@mui/icons-material/Download';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Button, useCreatePath, useDataProvider, useNotify } from 'react-admin';
import { Link } from 'react-router';
import type { AdminDataProvider } from '../../data-provider';
import { saveFile } from '../../lib/admin-fetch';

/** Downloads every product as CSV (the file the import reads back). */
export function ProductExportButton() {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const { blob, fileName } = await dataProvider.getFile('products/export', 'text/csv');
      saveFile(blob, fileName ?? 'products.csv');
    } catch {
      notify('productImport.exportFailed', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      label="productImport.export"
      onClick={() => void download()}
      disabled={busy}
      data-testid="products-export"
    >
      <DownloadIcon />
    </Button>
  );
}

/** Opens the CSV import screen (/products/import). */
export function ProductImportButton() {
  const createPath = useCreatePath();
  return (
    <Button
      label="productImport.import"
      data-testid="products-import"
      component={Link}
      to={`${createPath({ resource: 'products', type: 'list' })}/import`}
    >
      <UploadFileIcon />
    </Button>
  );
}
