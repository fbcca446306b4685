import torch

i64 = lambda *s: torch.ones(*s, dtype=torch.int64)
# true values: 1 + 0.5 * 2 = 2, 1 + 1.5 * 2 = 4, 2.7 * 1 + 2 = 4.7
print("addmv   int64, alpha=0.5:", torch.addmv(i64(2), i64(2, 2), i64(2), alpha=0.5).tolist())
print("addmv   int64, alpha=1.5:", torch.addmv(i64(2), i64(2, 2), i64(2), alpha=1.5).tolist())
print("addmv   int64, beta=2.7: ", torch.addmv(i64(2), i64(2, 2), i64(2), beta=2.7).tolist())
print("addbmm  int64, alpha=0.5:", torch.addbmm(i64(2, 2), i64(1, 2, 2), i64(1, 2, 2), alpha=0.5).tolist())
print("baddbmm int64, alpha=0.5:", torch.baddbmm(i64(1, 2, 2), i64(1, 2, 2), i64(1, 2, 2), alpha=0.5).tolist())
try:
    torch.addr(i64(2, 2), i64(2), i64(2), alpha=0.5)
except RuntimeError as e:
    print("addr    int64, alpha=0.5: RuntimeError:", e)
print("addmm   int64, alpha=0.5:", torch.addmm(i64(2, 2), i64(2, 2), i64(2, 2), alpha=0.5).tolist())
