import warnings

import torch

warnings.filterwarnings("ignore", message="torch.quantize_per_tensor")
x = torch.tensor([-0.5, 0.5])
for qd in [torch.quint8, torch.qint8, torch.qint32]:
    q = torch.quantize_per_tensor(x, 0.1, 10, qd)
    print(qd, "-> int_repr dtype", q.int_repr().dtype, q.int_repr().tolist())
r = q.int_repr()
r[0] = 99
print("after writing 99 into int_repr():", q.int_repr().tolist(), "(a copy)")
try:
    x.int_repr()
except NotImplementedError as e:
    print("float tensor -> NotImplementedError:", str(e).split(" with arguments")[0])
