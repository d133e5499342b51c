//go:build linux

package main

import (
	"context"
	"crypto/rand"
	"fmt"
	"net"
	"os"
	"os/exec"
	"os/user"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"
)

// A cluster is a one-node Slurm cluster that a test started in a
// temporary directory: munged, slurmctld and slurmd, children of the test.
type cluster struct {
	dir     string   // holds the configuration, state, spool and logs
	env     []string // the environment of every Slurm command: SLURM_CONF
	cpus    int      // the node's CPUs, as slurmd -C finds them
	daemons []daemon // in the order they started
}

// A daemon is one of a cluster's processes.
type daemon struct {
	name string
	cmd  *exec.Cmd
	log  string        // its stdout and stderr
	done chan struct{} // closed once it has exited
}

// slurmTools are the programs a cluster needs, each found on PATH or in
// the sbin directories, which a user's PATH may lack.
var slurmTools = []string{"munged", "slurmctld", "slurmd", "sbatch", "squeue", "scontrol", "scancel", "sinfo"}

// findTool finds a program on PATH or in the sbin directories.
func findTool(name string) (string, error) {
	if p, err := exec.LookPath(name); err == nil {
		return p, nil
	}
	for _, dir := range []string{"/usr/sbin", "/usr/local/sbin", "/sbin"} {
		p := filepath.Join(dir, name)
		if fi, err := os.Stat(p); err == nil && fi.Mode()&0o111 != 0 {
			return p, nil
		}
	}
	return "", fmt.Errorf("no %s on PATH or in /usr/sbin", name)
}

// clusterMissing says why this machine cannot start a cluster (Slurm or
// munge missing, or not root), or "" when it can.
func clusterMissing() string {
	for _, name := range slurmTools {
		if _, err := findTool(name); err != nil {
			return err.Error() + ": .ci/install-deps slurm installs Slurm and munge"
		}
	}
	if os.Geteuid() != 0 {
		return "the one-node Slurm cluster needs root: slurmd launches the jobs, munged runs as user munge"
	}
	if _, err := user.Lookup("munge"); err != nil {
		return "no user munge, which munged runs as: .ci/install-deps slurm makes it"
	}
	return ""
}

// startCluster starts a one-node cluster and waits until its node is
// idle; t's cleanup stops it. It fails the test, with the daemons' logs,
// when the cluster does not come up within 30 s.
func startCluster(t *testing.T) *cluster {
	t.Helper()
	dir, err := os.MkdirTemp("", "nqueens-slurm-")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.RemoveAll(dir) }) // after the daemons have stopped
	// munged, as user munge, must reach its directory through this one.
	if err := os.Chmod(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	c := &cluster{dir: dir, env: append(os.Environ(), "SLURM_CONF="+filepath.Join(dir, "slurm.conf"))}
	t.Cleanup(c.stop)
	socket := c.startMunge(t)
	node := c.nodeLine(t)
	conf := c.config(t, socket, node)
	if err := os.WriteFile(filepath.Join(dir, "slurm.conf"), []byte(conf), 0o644); err != nil {
		t.Fatal(err)
	}
	host := strings.Fields(node)[0][len("NodeName="):]
	c.startDaemon(t, "slurmctld", "-D", "-i")
	c.startDaemon(t, "slurmd", "-D", "-N", host)
	deadline := time.Now().Add(30 * time.Second)
	for {
		out, _ := c.run("sinfo", "-h", "-N", "-o", "%T")
		if strings.TrimSpace(out) == "idle" {
			return c
		}
		if name := c.exited(); name != "" {
			c.fail(t, "%s has exited", name)
		}
		if time.Now().After(deadline) {
			c.fail(t, "the node is not idle after 30 s: sinfo says %q", out)
		}
		time.Sleep(200 * time.Millisecond)
	}
}

// startMunge writes a new key and starts munged with it, as user munge,
// with its socket, key, seed, pid and log in the cluster's munge
// directory, and returns the socket's path once it is there.
func (c *cluster) startMunge(t *testing.T) string {
	t.Helper()
	u, err := user.Lookup("munge")
	if err != nil {
		c.fail(t, "no user munge: %v", err)
	}
	uid, _ := strconv.Atoi(u.Uid)
	gid, _ := strconv.Atoi(u.Gid)
	dir := filepath.Join(c.dir, "munge")
	key := make([]byte, 1024)
	rand.Read(key)
	if err := os.Mkdir(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "munge.key"), key, 0o400); err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{dir, filepath.Join(dir, "munge.key")} {
		if err := os.Chown(name, uid, gid); err != nil {
			t.Fatal(err)
		}
	}
	socket := filepath.Join(dir, "munge.socket")
	c.startDaemon(t, "munged", "--foreground", "--socket="+socket,
		"--key-file="+filepath.Join(dir, "munge.key"), "--pid-file="+filepath.Join(dir, "munged.pid"),
		"--log-file="+filepath.Join(dir, "munged.log"), "--seed-file="+filepath.Join(dir, "munged.seed"))
	for deadline := time.Now().Add(10 * time.Second); ; time.Sleep(50 * time.Millisecond) {
		if _, err := os.Stat(socket); err == nil {
			return socket
		}
		if time.Now().After(deadline) {
			c.fail(t, "munged made no socket in 10 s")
		}
	}
}

// nodeLine returns slurm.conf's line for this machine: its name, CPUs
// and memory as slurmd -C finds them, at address 127.0.0.1.
func (c *cluster) nodeLine(t *testing.T) string {
	t.Helper()
	slurmd, _ := findTool("slurmd")
	out, err := exec.Command(slurmd, "-C").Output()
	fields := strings.Fields(strings.SplitN(string(out), "\n", 2)[0])
	if err != nil || len(fields) < 2 || !strings.HasPrefix(fields[0], "NodeName=") {
		c.fail(t, "slurmd -C: %v, %q", err, out)
	}
	for _, f := range fields {
		if v, ok := strings.CutPrefix(f, "CPUs="); ok {
			c.cpus, _ = strconv.Atoi(v)
		}
	}
	if c.cpus < 1 {
		c.fail(t, "slurmd -C names no CPUs: %q", out)
	}
	return fields[0] + " NodeAddr=127.0.0.1 " + strings.Join(fields[1:], " ") + " State=UNKNOWN"
}

// config returns slurm.conf for one node: no cgroups (processes tracked
// through their parents, tasks not bound), no accounting, CPUs allocated
// one by one, free ports, and everything in the cluster's directory.
// Requeued jobs wait cred_expire + 1 s to start again: 6 s, not 121.
func (c *cluster) config(t *testing.T, socket, node string) string {
	t.Helper()
	host := strings.Fields(node)[0][len("NodeName="):]
	in := func(name string) string { return filepath.Join(c.dir, name) }
	for _, sub := range []string{"state", "spool"} {
		if err := os.Mkdir(in(sub), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	ports := freePorts(t, 2)
	return strings.Join([]string{
		"ClusterName=nqueens",
		fmt.Sprintf("SlurmctldHost=%s(127.0.0.1)", host),
		fmt.Sprintf("SlurmctldPort=%d", ports[0]),
		fmt.Sprintf("SlurmdPort=%d", ports[1]),
		"AuthType=auth/munge",
		"CredType=cred/munge",
		"AuthInfo=socket=" + socket + ",cred_expire=5",
		"SlurmUser=root",
		"SlurmdUser=root",
		"StateSaveLocation=" + in("state"),
		"SlurmdSpoolDir=" + in("spool"),
		"SlurmctldPidFile=" + in("slurmctld.pid"),
		"SlurmdPidFile=" + in("slurmd.pid"),
		"SlurmctldLogFile=" + in("slurmctld.log"),
		"SlurmdLogFile=" + in("slurmd.log"),
		"ProctrackType=proctrack/linuxproc",
		"TaskPlugin=task/none",
		"JobAcctGatherType=jobacct_gather/none",
		"AccountingStorageType=accounting_storage/none",
		"JobCompType=jobcomp/none",
		"SelectType=select/cons_tres",
		"SelectTypeParameters=CR_CPU",
		"MpiDefault=none",
		"ReturnToService=2",
		"MailProg=/bin/true",
		node,
		fmt.Sprintf("PartitionName=main Nodes=%s Default=YES MaxTime=INFINITE State=UP", host),
	}, "\n") + "\n"
}

// freePorts returns n TCP ports that nothing listens on now.
func freePorts(t *testing.T, n int) []int {
	t.Helper()
	var ports []int
	for range n {
		l, err := net.Listen("tcp", ":0")
		if err != nil {
			t.Fatal(err)
		}
		defer l.Close()
		ports = append(ports, l.Addr().(*net.TCPAddr).Port)
	}
	return ports
}

// startDaemon starts name in the foreground as a child of the test, which
// the kernel stops if the test dies, its output in name.out; munged runs
// as user munge.
func (c *cluster) startDaemon(t *testing.T, name string, args ...string) {
	t.Helper()
	path, err := findTool(name)
	if err != nil {
		c.fail(t, "%v", err)
	}
	logName := filepath.Join(c.dir, name+".out")
	out, err := os.Create(logName)
	if err != nil {
		t.Fatal(err)
	}
	defer out.Close()
	cmd := exec.Command(path, args...)
	cmd.Env, cmd.Stdout, cmd.Stderr = c.env, out, out
	cmd.SysProcAttr = &syscall.SysProcAttr{Pdeathsig: syscall.SIGTERM}
	if name == "munged" {
		u, _ := user.Lookup("munge")
		uid, _ := strconv.Atoi(u.Uid)
		gid, _ := strconv.Atoi(u.Gid)
		cmd.SysProcAttr.Credential = &syscall.Credential{Uid: uint32(uid), Gid: uint32(gid)}
	}
	if err := cmd.Start(); err != nil {
		c.fail(t, "%s: %v", name, err)
	}
	d := daemon{name, cmd, logName, make(chan struct{})}
	go func() { cmd.Wait(); close(d.done) }()
	c.daemons = append(c.daemons, d)
}

// exited returns the name of a daemon that has exited, or "".
func (c *cluster) exited() string {
	for _, d := range c.daemons {
		select {
		case <-d.done:
			return d.name
		default:
		}
	}
	return ""
}

// run runs a Slurm command on the cluster, and returns its output,
// stdout and stderr together.
func (c *cluster) run(name string, args ...string) (string, error) {
	path, err := findTool(name)
	if err != nil {
		return "", err
	}
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	cmd := exec.CommandContext(ctx, path, args...)
	cmd.Env = c.env
	out, err := cmd.CombinedOutput()
	return string(out), err
}

// fail fails the test with the last lines of each daemon's log.
func (c *cluster) fail(t *testing.T, format string, args ...any) {
	t.Helper()
	var logs strings.Builder
	for _, d := range c.daemons {
		b, _ := os.ReadFile(d.log)
		lines := strings.Split(strings.TrimSpace(string(b)), "\n")
		lines = lines[max(0, len(lines)-30):]
		fmt.Fprintf(&logs, "\n--- %s:\n%s", filepath.Base(d.log), strings.Join(lines, "\n"))
	}
	t.Fatalf("the Slurm cluster: "+format+"%s", append(args, logs.String())...)
}

// stop cancels whatever jobs are left, then stops the daemons, the last
// started first: SIGTERM, then SIGKILL after 10 s.
func (c *cluster) stop() {
	if len(c.daemons) > 2 {
		c.run("scancel", "--full", "--user=root")
	}
	for i := len(c.daemons) - 1; i >= 0; i-- {
		d := c.daemons[i]
		d.cmd.Process.Signal(syscall.SIGTERM)
		select {
		case <-d.done:
		case <-time.After(10 * time.Second):
			d.cmd.Process.Kill()
			<-d.done
		}
	}
}
