import io
import torch

buffer = io.BytesIO()
torch.save(torch.tensor([1, 2, 3]), buffer)
print("bytes written:", buffer.tell() > 0)
buffer.seek(0)                                   # rewind before reading
print("loaded:", torch.load(buffer))
