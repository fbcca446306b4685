# raises: NotImplementedError
import io

import torch

m = torch.ones(2, 2).to_mkldnn()
buf = io.BytesIO()
torch.save(m.to_dense(), buf)
print("saved after to_dense():", buf.tell() > 0)
torch.save(m, io.BytesIO())
