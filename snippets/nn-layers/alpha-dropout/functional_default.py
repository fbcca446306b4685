import torch
import torch.nn.functional as F

x = torch.randn(6)
print("F.alpha_dropout(x, 0.5) is x:", F.alpha_dropout(x, 0.5) is x, "(training=False by default)")
print("F.dropout(x, 0.5):           ", F.dropout(x, 0.5), "(training=True by default)")
print("F.alpha_dropout(x, 0.5, training=True):", F.alpha_dropout(x, 0.5, training=True))
