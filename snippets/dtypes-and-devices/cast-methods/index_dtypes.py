import torch
import torch.nn.functional as F

x = torch.arange(12.0).reshape(3, 4)
idx32 = torch.tensor([[0, 1], [2, 3], [1, 0]], dtype=torch.int32)   # int32, not int64
print("gather with int32 index :", torch.gather(x, 1, idx32).tolist())
print("scatter_ with int32     :", torch.zeros(3, 4).scatter_(1, idx32, 1.0).tolist())
print("x[int32 tensor]         :", x[torch.tensor([2, 0], dtype=torch.int32)][:, 0].tolist())
emb = torch.nn.Embedding(5, 2)
print("Embedding(int32 ids)    :", tuple(emb(torch.tensor([1, 4], dtype=torch.int32)).shape))

logits = torch.tensor([[2.0, 0.5, 0.1], [0.2, 1.5, 0.3]])
for dt in [torch.int64, torch.uint8, torch.int32]:
    target = torch.tensor([0, 1], dtype=dt)
    try:
        print(f"cross_entropy, {str(dt):11} target:", F.cross_entropy(logits, target))
    except RuntimeError as e:
        print(f"cross_entropy, {str(dt):11} target: RuntimeError -", e)
