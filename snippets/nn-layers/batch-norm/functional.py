import torch
import torch.nn.functional as F

x = torch.randn(6, 3) + 4
rm, rv = torch.zeros(3), torch.ones(3)
w, b = torch.tensor([1.0, 2.0, 3.0]), torch.tensor([0.0, 0.0, 1.0])

y = F.batch_norm(x, rm, rv, w, b, training=True, momentum=0.5)
by_hand = (x - x.mean(0)) / torch.sqrt(x.var(0, unbiased=False) + 1e-5) * w + b
print("training: max |y - by_hand|:", (y - by_hand).abs().max().item())
print("rm updated in place:", torch.allclose(rm, 0.5 * x.mean(0)), rm)

y_eval = F.batch_norm(x, rm, rv)            # training=False is the default
print("eval uses rm/rv:", torch.allclose(y_eval, (x - rm) / torch.sqrt(rv + 1e-5)))

y_nostats = F.batch_norm(x, None, None, training=True)
print("no running stats, training=True:", tuple(y_nostats.shape))
