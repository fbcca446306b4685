import torch
import torch.nn as nn

ln = nn.LayerNorm(4)
x = torch.randn(3, 4)
y_train = ln(x)
ln.eval()
y_eval = ln(x)
print("buffers:", list(ln.named_buffers()))
print("train == eval:", torch.equal(y_train, y_eval))
print("batch of one is fine:", tuple(ln(torch.randn(1, 4)).shape))
print("rows are independent:", torch.equal(ln(x[:1]), y_eval[:1]))
